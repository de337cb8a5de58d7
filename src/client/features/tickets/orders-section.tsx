/**
 * The event's orders: search and status kept in the address, paged on the server; issuing tickets by hand
 * or to the guest list; and each order's actions (mark an offline payment paid, resend, cancel).
 */
import { useState } from "react";
import { Receipt, TicketPlus, UsersRound } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrder } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { ORDERS_PAGE_SIZE, useConfirmPayment, useOrders, useResendTickets, type OrderStatusFilter } from "./api.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { IssueDialog } from "./issue-dialog.tsx";
import { IssueFromGuestsDialog } from "./issue-from-guests-dialog.tsx";
import { ManagerSection } from "./manager-section.tsx";
import { OrderRows, type OrderActions } from "./order-rows.tsx";
import { SECTION_PARAM } from "./scope.ts";

const STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const satisfies readonly OrderStatusFilter[];
const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({
  value,
  label: value === "all" ? "Every order" : ORDER_STATUS_LABELS[value],
}));

export function OrdersSection({ event }: { event: TEvent }) {
  const [params, update] = useListParams<{ q: string; status: OrderStatusFilter; section: string }>({
    q: textParam(),
    status: choiceParam(STATUS_FILTERS, "all"),
    // The manager's open section, carried along: a filter change rewrites the query string.
    section: textParam({ key: SECTION_PARAM }),
  });
  const list = useOrders(event.id, { q: params.q, status: params.status, page: params.page });
  const confirmPayment = useConfirmPayment(event.id);
  const resend = useResendTickets(event.id);
  const [issuing, setIssuing] = useState(false);
  const [issuingGuests, setIssuingGuests] = useState(false);
  const cancelling = useTarget<TOrder>();

  const data = list.data;
  const filtered = params.q !== "" || params.status !== "all";
  usePageInRange({
    page: params.page,
    shown: data?.items.length,
    total: data?.total,
    pageSize: ORDERS_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  const actions: OrderActions = {
    confirmPayment: (order) =>
      confirmPayment.mutate(order.id, {
        onSuccess: () => successToast("Payment confirmed", `${order.buyerName}'s tickets now admit them at the door.`),
        onError: (error) => errorToast(`The payment was not confirmed. ${error.message}`),
      }),
    confirming: confirmPayment.isPending ? (confirmPayment.variables ?? null) : null,
    resend: (order) =>
      resend.mutate(order.id, {
        onSuccess: () =>
          successToast("Tickets sent again", `${order.buyerName}'s tickets are on their way to ${order.buyerEmail}.`),
        onError: (error) => errorToast(`The tickets were not sent. ${error.message}`),
      }),
    cancel: cancelling.open,
  };

  const empty = data !== undefined && data.total === 0 && !filtered;

  return (
    <ManagerSection
      title="Orders"
      description={`Times are shown in ${describeTimeZone(event.timeZone)} time.`}
      actionsBeside="lg"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setIssuing(true)}>
            <TicketPlus aria-hidden="true" />
            Issue tickets
          </Button>
          <Button variant="outline" onClick={() => setIssuingGuests(true)}>
            <UsersRound aria-hidden="true" />
            Issue from guest list
          </Button>
        </div>
      }
    >
      {empty ? null : (
        <div role="search" aria-label="Filter orders" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SearchField
            label="Search orders"
            value={params.q}
            onSearch={(q) => update({ q })}
            placeholder="Reference, name or email"
          />
          <FilterSelect
            label="Status"
            value={params.status}
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status })}
          />
        </div>
      )}

      {list.isPending ? (
        <ListSkeleton label="Loading orders" rows={4} />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load the orders."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : empty ? (
        <EmptyState icon={Receipt} title="No orders yet" headingLevel={3}>
          Orders appear here as people get tickets in the shop, or when you issue tickets yourself.
        </EmptyState>
      ) : data && data.items.length === 0 ? (
        <NoMatches icon={Receipt} items="orders" onClear={() => update({ q: "", status: "all" })} />
      ) : data ? (
        <div className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countText(data.total, "order")}
            {filtered ? " match" : ""}
          </p>
          <OrderRows orders={data.items} timeZone={event.timeZone} actions={actions} stale={list.isPlaceholderData} />
          <Pagination
            label="Order pages"
            page={params.page}
            total={data.total}
            pageSize={ORDERS_PAGE_SIZE}
            onPage={(page) => update({ page })}
          />
        </div>
      ) : null}

      <IssueDialog open={issuing} onOpenChange={setIssuing} eventId={event.id} />
      <IssueFromGuestsDialog open={issuingGuests} onOpenChange={setIssuingGuests} eventId={event.id} />
      <CancelOrderDialog eventId={event.id} order={cancelling.target} onClose={cancelling.close} />
    </ManagerSection>
  );
}
