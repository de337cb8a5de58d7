/**
 * The event's tickets, one per attendee: who holds each, its type, order and short code (what the door
 * types when a QR will not scan), whether it is valid and when it was first checked in. Search and filters are kept in the address and the list is paged on the server;
 * a single ticket can be cancelled (its place goes back on sale).
 */
import { Ban, IdCard } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { TTicket } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { describeTimeZone, formatMoment } from "#shared/date-format.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { cn } from "#client/lib/utils.ts";
import { TICKETS_PAGE_SIZE, useCancelTicket, useTickets, useTicketTypes, type CheckedInFilter } from "./api.ts";
import { ManagerSection } from "./manager-section.tsx";
import { SECTION_PARAM } from "./scope.ts";
import { TicketStatusBadge } from "./status-badges.tsx";

const CHECKED_IN_FILTERS = ["all", "yes", "no"] as const satisfies readonly CheckedInFilter[];
const CHECKED_IN_OPTIONS: Array<{ value: CheckedInFilter; label: string }> = [
  { value: "all", label: "Everyone" },
  { value: "yes", label: "Checked in" },
  { value: "no", label: "Not checked in" },
];

function TicketRow({ ticket, timeZone, onCancel }: { ticket: TTicket; timeZone: string; onCancel: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words">{ticket.holderName || "No name given"}</h3>
          <TicketStatusBadge status={ticket.status} />
        </div>
        {ticket.holderEmail ? <p className="text-xs break-all text-muted-foreground">{ticket.holderEmail}</p> : null}
        <p className="text-sm text-muted-foreground">
          {ticket.typeName} · Order <span className="font-mono text-xs whitespace-nowrap">{ticket.orderReference}</span>{" "}
          · Short code{" "}
          <span className="font-mono text-xs font-medium whitespace-nowrap text-foreground">{ticket.shortCode}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <p className={cn("text-sm", ticket.checkedInAt ? "text-success-foreground" : "text-muted-foreground")}>
          {ticket.checkedInAt ? `Checked in ${formatMoment(ticket.checkedInAt, timeZone)}` : "Not checked in"}
        </p>
        {ticket.status === "cancelled" ? null : (
          <Button
            variant="destructive-outline"
            size="sm"
            onClick={onCancel}
            aria-label={ticket.holderName ? `Cancel ${ticket.holderName}'s ticket` : "Cancel this ticket"}
          >
            <Ban aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}

export function AttendeesSection({ event }: { event: TEvent }) {
  const [params, update] = useListParams<{ q: string; typeId: string; checkedIn: CheckedInFilter; section: string }>({
    q: textParam(),
    typeId: textParam({ key: "type", accept: isUuid }),
    checkedIn: choiceParam(CHECKED_IN_FILTERS, "all", "checkedIn"),
    section: textParam({ key: SECTION_PARAM }),
  });
  const list = useTickets(event.id, {
    q: params.q,
    typeId: params.typeId,
    checkedIn: params.checkedIn,
    page: params.page,
  });
  const types = useTicketTypes(event.id);
  const cancelling = useConfirmedAction(useCancelTicket(event.id), (_ticket: TTicket, result) =>
    successToast(
      "Ticket cancelled",
      result.cancelled > 0 ? "It no longer admits anyone, and its place is back on sale." : "It was already cancelled.",
    ),
  );

  const data = list.data;
  const filtered = params.q !== "" || params.typeId !== "" || params.checkedIn !== "all";
  usePageInRange({
    page: params.page,
    shown: data?.items.length,
    total: data?.total,
    pageSize: TICKETS_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  const typeOptions = [
    { value: "", label: "Every type" },
    ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
  ];
  // A type in the address that is not (or not yet) in the list stays shown as chosen.
  if (params.typeId && !typeOptions.some((option) => option.value === params.typeId))
    typeOptions.push({ value: params.typeId, label: "The chosen type" });

  const empty = data !== undefined && data.total === 0 && !filtered;
  const who = cancelling.target?.holderName ? `${cancelling.target.holderName}'s ticket` : "this ticket";

  return (
    <ManagerSection
      title="Tickets"
      description={`One row per attendee. Times are shown in ${describeTimeZone(event.timeZone)} time.`}
    >
      {empty ? null : (
        <div
          role="search"
          aria-label="Filter tickets"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"
        >
          <SearchField
            label="Search tickets"
            value={params.q}
            onSearch={(q) => update({ q })}
            placeholder="Name, email, order or short code"
            className="sm:col-span-2 lg:col-span-1"
          />
          <FilterSelect
            label="Ticket type"
            value={params.typeId}
            options={typeOptions}
            onChange={(typeId) => update({ typeId })}
          />
          <FilterSelect
            label="Check-in"
            value={params.checkedIn}
            options={CHECKED_IN_OPTIONS}
            onChange={(checkedIn) => update({ checkedIn })}
          />
        </div>
      )}

      {list.isPending ? (
        <ListSkeleton label="Loading tickets" rows={4} />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load the tickets."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : empty ? (
        <EmptyState icon={IdCard} title="No tickets yet" headingLevel={3}>
          Each ticket sold or issued shows here with its holder, ready for the door.
        </EmptyState>
      ) : data && data.items.length === 0 ? (
        <NoMatches icon={IdCard} items="tickets" onClear={() => update({ q: "", typeId: "", checkedIn: "all" })} />
      ) : data ? (
        <div className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countText(data.total, "ticket")}
            {filtered ? " match" : ""}
          </p>
          <ul
            aria-label="Tickets"
            className={cn(
              "divide-y rounded-xl border bg-surface shadow-soft transition-opacity",
              list.isPlaceholderData && "opacity-60",
            )}
          >
            {data.items.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                timeZone={event.timeZone}
                onCancel={() => cancelling.ask(ticket)}
              />
            ))}
          </ul>
          <Pagination
            label="Ticket pages"
            page={params.page}
            total={data.total}
            pageSize={TICKETS_PAGE_SIZE}
            onPage={(page) => update({ page })}
          />
        </div>
      ) : null}

      <ConfirmTargetDialog
        action={cancelling}
        title={`Cancel ${who}?`}
        description="It stops admitting anyone straight away, at the door too, and its place goes back on sale. The rest of the order stays as it is. This cannot be undone."
        confirmLabel="Cancel ticket"
      />
    </ManagerSection>
  );
}
