/**
 * Many events of the account at once: tick them, then publish the drafts, cancel them, download them, or
 * delete them after a confirmation that names what goes with them. A selection above the threshold runs as
 * a job.
 */
import { useState } from "react";
import { CalendarX, Send, Trash2 } from "lucide-react";
import { BULK_JOB_THRESHOLD } from "#shared/bulk-operations/schemas.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { countText } from "#shared/words.ts";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ApiError, hrefOf } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { bulk, previewEvents, useEventOperation, useEventPage } from "./api.ts";
import { JobProgress } from "./job-progress.tsx";
import { ExportButton, ListStates, SelectableRow, SelectionCard, SelectionToolbar } from "./selection-parts.tsx";

type Action = "publish" | "cancel" | "delete";

/** "Delete 3 events with 120 guests and their answers, and 14 paid ticket orders?" */
function eventDeleteQuestion(impact: { events: number; guests: number; paidOrders: number }): string {
  const lost = ["their activities, tasks, budgets and pages"];
  if (impact.guests > 0) lost.unshift(`${countText(impact.guests, "guest")} and their answers`);
  if (impact.paidOrders > 0) lost.push(countText(impact.paidOrders, "paid ticket order"));
  const list = lost.length > 1 ? `${lost.slice(0, -1).join(", ")} and ${lost.at(-1)}` : lost[0];
  return `Delete ${countText(impact.events, "event")} with ${list}? This cannot be undone.`;
}

const STATUS_BADGE = {
  draft: ["neutral", "Draft"],
  published: ["success", "Published"],
  cancelled: ["destructive", "Cancelled"],
} as const;

export function EventBulk() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<null | { action: Action; question: string }>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const list = useEventPage(q, page);
  const operation = useEventOperation();
  const events = list.data?.events ?? [];
  const total = list.data?.total ?? 0;
  const pageAllPicked = events.length > 0 && events.every((e) => picked.has(e.id));
  const ids = [...picked];

  function check(id: string, on: boolean) {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  }

  async function ask(action: Action) {
    if (action !== "delete") {
      const verb = action === "publish" ? "Publish" : "Cancel";
      const what =
        action === "publish"
          ? "Drafts among them become visible to their guests; published events stay as they are."
          : "Guests see that these events are cancelled, and their venues are free again.";
      setConfirm({ action, question: `${verb} ${countText(ids.length, "event")}? ${what}` });
      return;
    }
    try {
      setConfirm({ action, question: eventDeleteQuestion(await previewEvents(ids)) });
    } catch (error) {
      errorToast(error instanceof ApiError ? error.message : "We couldn't count what would be lost.");
    }
  }

  function run(action: Action) {
    operation.mutate(
      { eventIds: ids, operation: { action } },
      {
        onSuccess: (result) => {
          setConfirm(null);
          setPicked(new Set());
          if (result.state === "queued") {
            setJobId(result.jobId);
            return;
          }
          const verb = { publish: "Published", cancel: "Cancelled", delete: "Deleted" }[action];
          const rest = result.unchanged > 0 ? ` · ${result.unchanged.toLocaleString()} already so` : "";
          successToast(`${verb} ${countText(result.affected, "event")}${rest}`);
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      {jobId ? <JobProgress jobId={jobId} what="the selected events" onClose={() => setJobId(null)} /> : null}
      <SearchField
        label="Search events"
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        placeholder="Event name"
        className="max-w-xl"
      />
      <SelectionToolbar noun="event" count={ids.length}>
        <Button size="sm" variant="outline" disabled={ids.length === 0} onClick={() => void ask("publish")}>
          <Send aria-hidden="true" />
          Publish
        </Button>
        <Button size="sm" variant="outline" disabled={ids.length === 0} onClick={() => void ask("cancel")}>
          <CalendarX aria-hidden="true" />
          Cancel events
        </Button>
        <ExportButton
          href={
            ids.length > 0 && ids.length <= BULK_JOB_THRESHOLD
              ? hrefOf(bulk.exportEvents, { query: { eventIds: ids, format: "csv" } })
              : null
          }
        />
        <Button size="sm" variant="destructive" disabled={ids.length === 0} onClick={() => void ask("delete")}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </SelectionToolbar>
      <ListStates query={list} what="your events">
        {total === 0 ? (
          <NoEventsYet>Your account's events show here, to publish, cancel, export or delete many at once.</NoEventsYet>
        ) : (
          <SelectionCard
            noun="event"
            pageChecked={pageAllPicked}
            onCheckPage={(on) => {
              const next = new Set(picked);
              for (const event of events) {
                if (on) next.add(event.id);
                else next.delete(event.id);
              }
              setPicked(next);
            }}
            page={page}
            total={total}
            onPage={setPage}
            header={<span className="text-muted-foreground">Select this page</span>}
          >
            {events.map((event) => (
              <SelectableRow
                key={event.id}
                checked={picked.has(event.id)}
                onCheck={(on) => check(event.id, on)}
                title={
                  <>
                    {event.name}
                    <Badge variant={STATUS_BADGE[event.status][0]}>{STATUS_BADGE[event.status][1]}</Badge>
                  </>
                }
                detail={`${formatEventRange(event.startAt, event.endAt, event.timeZone)} · ${describeTimeZone(event.timeZone, event.startAt, event.endAt)}`}
              />
            ))}
          </SelectionCard>
        )}
      </ListStates>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={
          confirm?.action === "delete"
            ? "Delete the selected events?"
            : confirm?.action === "cancel"
              ? "Cancel the selected events?"
              : "Publish the selected events?"
        }
        description={confirm?.question ?? ""}
        confirmLabel={
          confirm?.action === "delete"
            ? `Delete ${countText(ids.length, "event")}`
            : confirm?.action === "cancel"
              ? "Cancel them"
              : "Publish them"
        }
        tone={confirm?.action === "publish" ? "default" : "destructive"}
        cancelLabel={confirm?.action === "delete" ? "Keep them" : "Not now"}
        pending={operation.isPending}
        error={operation.error?.message}
        onConfirm={() => confirm && run(confirm.action)}
      />
    </div>
  );
}
