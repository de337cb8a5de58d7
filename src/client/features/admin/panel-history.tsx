/** The user panel's History tab: this user's audit log, newest first, in plain words. */
import { CreditCard, History, LogOut, ShieldCheck, Trash2, type LucideIcon } from "lucide-react";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { PLAN_LABELS, PLAN_TYPES, type PlanType } from "#shared/plans.ts";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";
import { useAuditLog, type AuditEntry } from "./api.ts";
import { formatDate, formatDateTime, nameOf, pluralise, roleLabel } from "./format.ts";
import { PanelSection } from "./panel-section.tsx";
import { EmptyState, LoadError } from "./states.tsx";

type Snapshot = Record<string, unknown>;

function asSnapshot(value: unknown): Snapshot {
  return value && typeof value === "object" ? (value as Snapshot) : {};
}

function planIn(snapshot: Snapshot): PlanType | null {
  const plan = snapshot.planType;
  return typeof plan === "string" && (PLAN_TYPES as readonly string[]).includes(plan) ? (plan as PlanType) : null;
}

/** What a subscription change did, one line per field that changed. */
function subscriptionChanges(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  const [from, to] = [planIn(before), planIn(after)];
  if (to && from !== to) lines.push(`Plan: ${from ? PLAN_LABELS[from] : "none"} → ${PLAN_LABELS[to]}`);
  const trialEnd = typeof after.trialEndAt === "string" ? after.trialEndAt : null;
  if (after.isTrial === true && (before.isTrial !== true || before.trialEndAt !== after.trialEndAt)) {
    lines.push(`Trial started, ends ${formatDate(trialEnd)}`);
  } else if (before.isTrial === true && after.isTrial === false) {
    lines.push("Trial ended");
  }
  if (before.isLifetime !== after.isLifetime && typeof after.isLifetime === "boolean") {
    lines.push(after.isLifetime ? "Lifetime plan: on" : "Lifetime plan: off");
  }
  return lines.length > 0 ? lines : ["No visible change"];
}

function describe(entry: AuditEntry): { icon: LucideIcon; title: string; lines: string[] } {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  switch (entry.action) {
    case "subscription.change":
      return { icon: CreditCard, title: "Subscription changed", lines: subscriptionChanges(before, after) };
    case "role.change":
      return {
        icon: ShieldCheck,
        title: "Role changed",
        lines: [`${roleLabel(String(before.role ?? "?"))} → ${roleLabel(String(after.role ?? "?"))}`],
      };
    case "session.force_logout": {
      const ended = typeof before.activeSessions === "number" ? before.activeSessions : null;
      return {
        icon: LogOut,
        title: "Signed out of every device",
        lines: ended === null ? [] : [`${pluralise(ended, "session", "sessions")} ended`],
      };
    }
    case "event.delete":
    case "venue.delete":
    case "activity.delete": {
      const noun = entry.action.slice(0, entry.action.indexOf("."));
      const name = typeof before.name === "string" ? before.name : null;
      return {
        icon: Trash2,
        title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted by an admin`,
        lines: name ? [`“${name}”`] : [],
      };
    }
    default:
      return { icon: History, title: entry.action, lines: [] };
  }
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading history" className="space-y-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3.5 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PanelHistory({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const log = useAuditLog(user.id, true);
  const myId = me.data?.user.id;

  function actorName(actorUserId: string | null): string {
    if (actorUserId === null) return "a removed account";
    if (actorUserId === myId) return "you";
    if (actorUserId === user.id) return nameOf(user);
    return `admin ${actorUserId.slice(0, 8)}`;
  }

  return (
    <PanelSection title="History" description="Changes admins made to this account, newest first.">
      {log.isPending ? (
        <HistorySkeleton />
      ) : log.isError ? (
        <LoadError
          title="We couldn't load the history."
          error={log.error}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.length === 0 ? (
        <EmptyState icon={History} title="No changes recorded yet" className="py-6">
          Plan, trial, lifetime and role changes and forced sign-outs appear here.
        </EmptyState>
      ) : (
        <ol aria-label={`History of ${nameOf(user)}`} className="space-y-4">
          {log.data.map((entry) => {
            const { icon: Icon, title, lines } = describe(entry);
            return (
              <li key={entry.id} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 space-y-0.5 text-sm">
                  <p className="font-medium">{title}</p>
                  {lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  <p className="text-muted-foreground">
                    By {actorName(entry.actorUserId)},{" "}
                    <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                      {formatRelativeTime(entry.createdAt)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}
