/**
 * "Reported messages", for organisers: the messages people reported to one of their events, open ones
 * first, each with who sent it, who reported it and why, and Resolve once it is handled.
 */
import { useId, useState } from "react";
import { CheckCircle2, Flag } from "lucide-react";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import type { TMessageReport } from "#shared/messages/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { EventSelect } from "#client/components/member-event-picker.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { errorToast } from "#client/lib/toast.ts";
import { useEventReports, useResolveReport } from "./api.ts";
import { messageTime } from "./format.ts";

function ReportRow({ report, eventId }: { report: TMessageReport; eventId: string }) {
  const resolve = useResolveReport(eventId);
  return (
    <li className="space-y-3 p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span>
          <span className="font-medium">{report.sender.name}</span>{" "}
          <span className="text-muted-foreground">wrote, {messageTime(report.sentAt)}:</span>
        </span>
        {report.resolvedAt ? <Badge variant="success">Resolved</Badge> : <Badge variant="warning">Open</Badge>}
      </div>
      <blockquote className="rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
        {report.body}
      </blockquote>
      <p className="text-sm text-muted-foreground">
        Reported by <span className="font-medium text-foreground">{report.reporter.name}</span>,{" "}
        {messageTime(report.createdAt)}
        {report.reason ? (
          <>
            : <span className="whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">{report.reason}</span>
          </>
        ) : null}
      </p>
      {report.resolvedAt ? null : (
        <Button
          variant="outline"
          size="sm"
          loading={resolve.isPending}
          onClick={() => resolve.mutate(report.id, { onError: (error) => errorToast(error.message) })}
        >
          <CheckCircle2 aria-hidden="true" />
          Resolve
        </Button>
      )}
    </li>
  );
}

export function ReportsSection({ events }: { events: readonly TMemberEvent[] }) {
  const selectId = useId();
  const [wanted, setWanted] = useState("");
  const eventId = events.some((e) => e.id === wanted) ? wanted : events[0]!.id;
  const reports = useEventReports(eventId);
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-4">
      <h2 id={`${selectId}-title`} className="sr-only">
        Reported messages
      </h2>
      {events.length > 1 ? (
        <EventSelect events={events} value={eventId} onChange={setWanted} className="max-w-md" />
      ) : null}
      {reports.isPending ? (
        <ListSkeleton label="Loading reported messages" rows={2} />
      ) : reports.isError ? (
        <LoadFailedAlert
          title="We couldn't load the reports"
          error={reports.error}
          retrying={reports.isRefetching}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <EmptyState icon={Flag} title="No reported messages" headingLevel={3}>
          When someone reports a private message to this event, it shows up here.
        </EmptyState>
      ) : (
        <Card>
          <ul className="divide-y">
            {reports.data.map((report) => (
              <ReportRow key={report.id} report={report} eventId={eventId} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
