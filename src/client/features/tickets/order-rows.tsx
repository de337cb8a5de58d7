/**
 * The orders' rows: a table on wide screens and one card per order on phones, the same facts and the same
 * actions in both: "Mark paid" in sight on an order awaiting its offline payment, and in the menu sending
 * the tickets again and cancelling.
 */
import { BadgeCheck, Ban, Send } from "lucide-react";
import { formatMoney } from "#shared/money.ts";
import type { TOrder } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { ActionMenu, ActionMenuItem } from "#client/components/action-menu.tsx";
import { CardFact, CardFacts, ResponsiveRows, WideTable, type TableColumn } from "#client/components/row-table.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatMoment } from "#shared/date-format.ts";
import { OrderStatusBadge } from "./status-badges.tsx";

export interface OrderActions {
  confirmPayment: (order: TOrder) => void;
  /** The order whose payment is being confirmed now, if any. */
  confirming: string | null;
  resend: (order: TOrder) => void;
  cancel: (order: TOrder) => void;
}

/** The offline payment arrived: in sight on every order that waits for one. */
function MarkPaid({ order, actions }: { order: TOrder; actions: OrderActions }) {
  if (order.status !== "pending") return null;
  return (
    <Button size="sm" loading={actions.confirming === order.id} onClick={() => actions.confirmPayment(order)}>
      <BadgeCheck aria-hidden="true" />
      Mark paid
      <span className="sr-only"> (order {order.reference})</span>
    </Button>
  );
}

function OrderMenu({ order, actions }: { order: TOrder; actions: OrderActions }) {
  // A cancelled order has nothing left to do.
  if (order.status === "cancelled") return null;
  return (
    <ActionMenu label={`Actions for order ${order.reference}`}>
      <ActionMenuItem icon={Send} onSelect={() => actions.resend(order)}>
        Resend tickets
      </ActionMenuItem>
      <ActionMenuItem icon={Ban} destructive onSelect={() => actions.cancel(order)}>
        Cancel order
      </ActionMenuItem>
    </ActionMenu>
  );
}

const COLUMNS: readonly TableColumn[] = [
  { label: "Reference" },
  { label: "Buyer" },
  { label: "Tickets", align: "right" },
  { label: "Total", align: "right" },
  { label: "Status" },
  { label: "Ordered" },
];

const total = (order: TOrder) => (order.totalMinor === 0 ? "Free" : formatMoney(order.totalMinor, order.currency));

export function OrderRows({
  orders,
  timeZone,
  actions,
  stale,
}: {
  orders: TOrder[];
  timeZone: string;
  actions: OrderActions;
  stale: boolean;
}) {
  return (
    <ResponsiveRows stale={stale}>
      <WideTable caption="Orders" columns={COLUMNS}>
        {orders.map((order) => (
          <tr key={order.id} className="align-top hover:bg-muted/30">
            <th scope="row" className="px-4 py-3 font-mono text-xs font-medium whitespace-nowrap">
              {order.reference}
            </th>
            <td className="max-w-64 px-3 py-3">
              <span className="block font-medium break-words">{order.buyerName}</span>
              <span className="block text-xs break-all text-muted-foreground">{order.buyerEmail}</span>
            </td>
            <td className="px-3 py-3 text-right tabular-nums">{order.tickets.toLocaleString()}</td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{total(order)}</td>
            <td className="px-3 py-3">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap">{formatMoment(order.createdAt, timeZone)}</td>
            <td className="px-4 py-3 text-right">
              <div className="flex items-center justify-end gap-2">
                <MarkPaid order={order} actions={actions} />
                <OrderMenu order={order} actions={actions} />
              </div>
            </td>
          </tr>
        ))}
      </WideTable>

      {/* Phones: one card per order. */}
      <ul aria-label="Orders" className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded-xl border bg-surface p-4 shadow-soft">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium break-words">{order.buyerName}</h3>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="text-xs break-all text-muted-foreground">{order.buyerEmail}</p>
              </div>
              <OrderMenu order={order} actions={actions} />
            </div>
            <CardFacts>
              <CardFact label="Reference" className="font-mono text-xs leading-5">
                {order.reference}
              </CardFact>
              <CardFact label="Tickets">
                {countText(order.tickets, "ticket")} · {total(order)}
              </CardFact>
              <CardFact label="Ordered">{formatMoment(order.createdAt, timeZone)}</CardFact>
            </CardFacts>
            {order.status === "pending" ? (
              <div className="mt-3">
                <MarkPaid order={order} actions={actions} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </ResponsiveRows>
  );
}
