/**
 * The account's activity log: what the team did, newest first, by everyone or one member, a page at a time
 * ("Load more" follows the server's `next`), and the whole of it as a CSV file.
 */
import { useState } from "react";
import { Link } from "react-router";
import { Download, History } from "lucide-react";
import { formatMoment, formatRelativeTime } from "#shared/date-format.ts";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "#shared/team/roles.ts";
import type { TTeamAuditEntry, TTeamMember } from "#shared/team/schemas.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { FilterSelect } from "#client/components/list-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { auditExportHref, useTeamAudit } from "./api.ts";

/** "Edit an event (its activities must still fit ...)": the summary without its aside. */
function actionWords(action: string): string {
  return action.replace(/\s*\([^)]*\)\s*$/, "");
}

/** The name a change gave (an event's, a venue's), when what was sent had one. */
function nameSent(after: unknown): string | null {
  const sent = (after as { sent?: { name?: unknown } } | null)?.sent;
  return typeof sent?.name === "string" && sent.name.trim() ? sent.name : null;
}

/** "Admin → Editor" for a change of role (the team's own lines keep the role before and after). */
function roleChange(before: unknown, after: unknown): string | null {
  const label = (value: unknown) => {
    const role = (value as { role?: unknown } | null)?.role;
    return TEAM_ROLES.find((r) => r === role);
  };
  const [from, to] = [label(before), label(after)];
  if (from && to) return `${TEAM_ROLE_LABELS[from]} → ${TEAM_ROLE_LABELS[to]}`;
  return to ? TEAM_ROLE_LABELS[to] : null;
}

/** The event a logged call was about (`/api/events/<id>/...`), for a link to its page. */
function eventOf(subject: string): string | null {
  return /^\/api\/events\/([0-9a-f-]{36})(?:\/|$)/i.exec(subject)?.[1] ?? null;
}

function EntryRow({ entry }: { entry: TTeamAuditEntry }) {
  const name = nameSent(entry.after);
  const role = roleChange(entry.before, entry.after);
  const eventId = eventOf(entry.subject);
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-6">
      <time
        dateTime={entry.at}
        title={formatMoment(entry.at, browserTimeZone())}
        className="shrink-0 text-sm text-muted-foreground tabular-nums sm:w-36"
      >
        {formatRelativeTime(entry.at)}
      </time>
      <div className="min-w-0 space-y-0.5">
        <p className="break-words">
          <span className="font-medium">{entry.actorName || "Someone"}</span>
          <span className="text-muted-foreground"> · </span>
          {actionWords(entry.action)}
          {name ? <span className="font-medium"> “{name}”</span> : null}
        </p>
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          {entry.subject ? <span className="wrap-anywhere">{entry.subject}</span> : null}
          {role ? <span>{role}</span> : null}
          {eventId ? (
            <Link
              to={`/event-details/${eventId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Open the event
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading the activity log" className="space-y-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} aria-hidden="true" className="h-12 w-full rounded-lg" />
      ))}
    </div>
  );
}

export function ActivitySection({ members }: { members: readonly TTeamMember[] }) {
  const [member, setMember] = useState("");
  const audit = useTeamAudit(member);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const chosen = members.find((m) => m.userId === member);
  const options = [
    { value: "", label: "Everyone" },
    ...members.map((m) => ({ value: m.userId, label: m.me ? `${m.name} (you)` : m.name })),
  ];

  return (
    <RegionCard
      icon={History}
      title="Activity"
      description="What the team changed in this account, newest first. Times are in your time zone."
    >
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FilterSelect label="Member" value={member} options={options} onChange={setMember} className="sm:w-64" />
        {entries.length > 0 ? (
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <a href={auditExportHref(member)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        ) : null}
      </div>

      {audit.isPending ? (
        <ActivitySkeleton />
      ) : audit.isError && entries.length === 0 ? (
        <LoadFailedAlert
          title="We couldn't load the activity log."
          error={audit.error}
          retrying={audit.isFetching}
          onRetry={() => void audit.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
          {chosen
            ? `Nothing from ${chosen.name} yet.`
            : "Nothing yet. Invitations, changes of role and every change the team makes to events show here."}
        </p>
      ) : (
        <div className="space-y-4">
          <ul aria-label="Activity log" aria-busy={audit.isFetching || undefined} className="divide-y">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {audit.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {audit.error?.message || "The next entries did not load. Please try again."}
            </p>
          ) : null}
          {audit.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </RegionCard>
  );
}
