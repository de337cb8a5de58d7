/**
 * The door page around the code field: the list and its counts, the connection and the scans waiting to
 * sync, the last admission's undo, the conflicts staff must look at, and the last answers.
 */
import { CloudUpload, History, ScanLine, TriangleAlert, Undo2, UserRound, Volume2, VolumeX, X } from "lucide-react";
import { formatRecentTime, recentTimePhrase } from "#shared/date-format.ts";
import type { TDoorView } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { issueText, type SyncIssue } from "./offline-queue.ts";
import { TONE_ICONS } from "./scan-result.tsx";
import type { Admission, RecentScan, RecentState } from "./use-door-scanner.ts";

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border bg-surface px-4 py-3 shadow-soft">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}

export function DoorHeader({
  view,
  staff,
  onChangeStaff,
  muted,
  onToggleMute,
}: {
  view: TDoorView;
  staff: string;
  onChangeStaff: () => void;
  muted: boolean;
  onToggleMute: () => void;
}) {
  const { list, event } = view;
  const openHours = [
    list.activeFrom ? `from ${formatRecentTime(list.activeFrom, event.timeZone)}` : null,
    list.activeUntil ? `until ${formatRecentTime(list.activeUntil, event.timeZone)}` : null,
  ].filter(Boolean);
  return (
    <header className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
            <ScanLine aria-hidden="true" className="size-4 shrink-0" />
            <span className="break-words">Check-in · {list.name}</span>
          </p>
          <h1 id="door-title" className="text-xl font-semibold tracking-tight text-balance break-words sm:text-2xl">
            {event.name}
          </h1>
          <p className="text-sm text-muted-foreground">
            {view.types.length > 0 ? `Admits ${view.types.join(", ")}` : "Admits every ticket type"}
            {list.allowReentry ? " · Re-entry allowed" : ""}
            {openHours.length > 0 ? ` · Open ${openHours.join(" ")}` : ""}
          </p>
        </div>
        <Button variant="outline" size="icon" className="size-11" aria-pressed={muted} onClick={onToggleMute}>
          {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          <span className="sr-only">Mute sounds</span>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Count label="Checked in" value={view.checkedIn} />
        <Count label="Still expected" value={view.expected} />
      </dl>
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-words">
          Scanning as <strong className="font-semibold">{staff || "no name given"}</strong>
        </span>
        <Button variant="link" className="min-h-11" onClick={onChangeStaff}>
          {staff ? "Change name" : "Add your name"}
        </Button>
      </div>
    </header>
  );
}

export function SyncStatus({
  online,
  waiting,
  syncing,
  onSync,
}: {
  online: boolean;
  waiting: number;
  syncing: boolean;
  onSync: () => void;
}) {
  if (online && waiting === 0) return null;
  return (
    <div className="space-y-2">
      {online ? null : (
        <Alert variant="warning" role="status" title="You're offline">
          Scans are saved on this device and sent when the connection is back. Until then, check each ticket by eye.
        </Alert>
      )}
      {waiting > 0 ? (
        <Alert
          variant="info"
          role="status"
          title={`${countText(waiting, "scan")} waiting to sync`}
          action={
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              loading={syncing}
              disabled={!online}
              onClick={onSync}
            >
              {syncing ? null : <CloudUpload aria-hidden="true" />}
              Sync now
            </Button>
          }
        >
          {online
            ? "Sending them now and every few seconds."
            : "They'll be sent as soon as this device is back online."}
        </Alert>
      ) : null}
    </div>
  );
}

export function UndoBar({
  admission,
  undoing,
  onUndo,
}: {
  admission: Admission;
  undoing: boolean;
  onUndo: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-surface px-4 py-2 shadow-soft">
      <p className="min-w-0 text-sm break-words">
        Last admitted: <strong className="font-semibold">{admission.holderName ?? "a guest"}</strong>
      </p>
      <Button variant="outline" className="min-h-11" loading={undoing} onClick={onUndo}>
        {undoing ? null : <Undo2 aria-hidden="true" />}
        Undo check-in
      </Button>
    </div>
  );
}

export function ConflictsPanel({
  issues,
  timeZone,
  onDismiss,
  onClearAll,
}: {
  issues: SyncIssue[];
  timeZone: string;
  onDismiss: (nonce: string) => void;
  onClearAll: () => void;
}) {
  if (issues.length === 0) return null;
  return (
    <section
      aria-labelledby="door-conflicts-title"
      className="space-y-3 rounded-xl border border-warning/50 bg-warning-soft p-4 text-warning-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="door-conflicts-title" className="flex items-center gap-2 text-base font-semibold">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          Conflicts
        </h2>
        {issues.length > 1 ? (
          <Button variant="ghost" size="sm" className="min-h-11" onClick={onClearAll}>
            Clear all
          </Button>
        ) : null}
      </div>
      <p className="text-sm">
        These scans were made offline. Find each person and check their ticket with the organiser.
      </p>
      <ul className="space-y-2">
        {issues.map((issue) => (
          <li key={issue.nonce} className="flex items-start gap-3 rounded-lg bg-surface/80 px-3 py-2 text-foreground">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words">{issueText(issue)}</p>
              <p className="text-muted-foreground">Scanned {recentTimePhrase(issue.scannedAt, timeZone)}</p>
            </div>
            <Button variant="ghost" size="icon" className="size-11 shrink-0" onClick={() => onDismiss(issue.nonce)}>
              <X aria-hidden="true" />
              <span className="sr-only">Dismiss: {issueText(issue)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATE_NOTES: Record<RecentState, string | null> = {
  answered: null,
  waiting: "Waiting to sync",
  synced: "Synced",
  undone: "Undone",
};

const TONE_TEXT = {
  good: "text-success-foreground",
  warning: "text-warning-foreground",
  bad: "text-destructive",
  neutral: "text-muted-foreground",
} as const;

export function RecentScans({ recent, timeZone }: { recent: RecentScan[]; timeZone: string }) {
  return (
    <section aria-labelledby="door-recent-title" className="space-y-3">
      <h2 id="door-recent-title" className="flex items-center gap-2 text-base font-semibold">
        <History aria-hidden="true" className="size-5 text-primary" />
        Recent scans
      </h2>
      {recent.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          Scanned tickets show here. The last 10 stay on this screen.
        </p>
      ) : (
        <ol className="divide-y rounded-xl border bg-surface shadow-soft">
          {recent.map((item) => {
            const Icon = TONE_ICONS[item.display.tone];
            const note = STATE_NOTES[item.state];
            return (
              <li
                key={item.id}
                className={cn("flex items-start gap-3 px-4 py-3", item.state === "undone" && "opacity-70")}
              >
                <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", TONE_TEXT[item.display.tone])} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold break-words">
                    <span className={item.state === "undone" ? "line-through" : undefined}>{item.display.title}</span>
                    {note ? <span className="ml-2 text-xs font-medium text-muted-foreground">({note})</span> : null}
                  </p>
                  <p className="break-words text-muted-foreground">
                    {[item.display.holderName, item.display.typeName].filter(Boolean).join(" · ") ||
                      item.display.detail ||
                      item.code}
                  </p>
                </div>
                <time dateTime={item.at} className="shrink-0 text-sm text-muted-foreground tabular-nums">
                  {formatRecentTime(item.at, timeZone)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
