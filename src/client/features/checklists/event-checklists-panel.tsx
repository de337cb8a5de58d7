/**
 * The Checklists tab of an event's details page: each checklist's progress and its lines to tick, in
 * short; adding, editing, reordering and printing happen on the checklists page it links to.
 */
import { useId, useState } from "react";
import { Link } from "react-router";
import { ArrowRight, ClipboardList, Plus, Printer } from "lucide-react";
import type { TChecklist } from "#shared/checklists/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorToast } from "#client/lib/toast.ts";
import { useEventChecklists, useUpdateItem } from "./api.ts";
import { localToday } from "./due-dates.ts";
import { ItemTick, Progress } from "./item-parts.tsx";

const SHOWN_ITEMS = 6;

function CompactChecklist({ checklist, eventId, today }: { checklist: TChecklist; eventId: string; today: string }) {
  const headingId = useId();
  const idPrefix = useId();
  const update = useUpdateItem(eventId);
  const [expanded, setExpanded] = useState(false);
  // What is still to do comes first; a line ticked here stays in view, so the list does not jump under the pointer.
  const [tickedHere, setTickedHere] = useState<ReadonlySet<string>>(new Set());
  const open = checklist.items.filter((i) => !i.done || tickedHere.has(i.id));
  const shown = expanded ? checklist.items : open.slice(0, SHOWN_ITEMS);
  const hidden = checklist.items.length - shown.length;

  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5">
      <div className="space-y-3">
        <h3 id={headingId} className="font-semibold break-words">
          {checklist.title}
        </h3>
        <Progress items={checklist.items} today={today} />
      </div>
      {checklist.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No items yet.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Everything is done.</p>
      ) : (
        <ul aria-label={`Items of ${checklist.title}`} className="space-y-3">
          {shown.map((item) => (
            <li key={item.id}>
              <ItemTick
                item={item}
                today={today}
                idPrefix={idPrefix}
                onToggle={(done) => {
                  setTickedHere((ids) => new Set(ids).add(item.id));
                  update.mutate(
                    { id: item.id, patch: { done } },
                    {
                      onError: (error) =>
                        errorToast(`"${item.text}" was not ${done ? "ticked" : "unticked"}. ${error.message}`),
                    },
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 || expanded ? (
        <Button variant="link" size="sm" onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show fewer" : `Show all ${checklist.items.length} items`}
        </Button>
      ) : null}
    </Card>
  );
}

export function EventChecklistsPanel({ event }: { event: TEvent }) {
  const checklists = useEventChecklists(event.id);
  const today = localToday();
  const page = `/checklists?eventId=${encodeURIComponent(event.id)}`;

  if (checklists.isPending) {
    return (
      <div role="status" aria-label="Loading checklists" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (checklists.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the checklists."
        error={checklists.error}
        retrying={checklists.isFetching}
        onRetry={() => void checklists.refetch()}
      />
    );
  }
  if (checklists.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No checklists yet"
        className="py-12"
        action={
          <Button asChild>
            <Link to={`${page}&new=1`}>
              <Plus aria-hidden="true" />
              Add a checklist
            </Link>
          </Button>
        }
      >
        Start from a checklist written for this kind of gathering ({event.eventType.name}), with due dates counted back
        from {event.name}.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Checklists</h2>
        <Button asChild variant="outline" size="sm">
          <Link to={page}>
            <Printer aria-hidden="true" />
            Edit, reorder and print
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="grid items-start gap-4 md:grid-cols-2">
        {checklists.data.map((checklist) => (
          <CompactChecklist key={checklist.id} checklist={checklist} eventId={event.id} today={today} />
        ))}
      </div>
    </div>
  );
}
