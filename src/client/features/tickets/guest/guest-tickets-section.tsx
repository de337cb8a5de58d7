/**
 * A guest's tickets in their hub: the orders of the invited event that are theirs, each opening the page
 * with the tickets and their QR codes. Nothing shows when the host sells no tickets (or their plan has none).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ChevronRight, Ticket } from "lucide-react";
import { ticketsContract as tickets } from "#shared/tickets/contract.ts";
import { HubSection } from "#client/components/hub-section.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { call, isPlanRequired, keyOf } from "#client/lib/api.ts";
import { OrderStatusBadge } from "../status-badges.tsx";

export function GuestTicketsSection({ token }: { token: string }) {
  const input = { params: { token } };
  const orders = useQuery({
    queryKey: keyOf(tickets.guestOrders, input),
    queryFn: ({ signal }) => call(tickets.guestOrders, input, { signal }),
  });
  // No tickets to show is the common case (an event without a shop): the hub then says nothing about them.
  if (isPlanRequired(orders.error) || orders.data?.items.length === 0) return null;
  return (
    <HubSection icon={Ticket} title="Your tickets" anchor="tickets">
      {orders.isPending ? (
        <ListSkeleton label="Loading your tickets" rows={1} />
      ) : orders.isError ? (
        <LoadFailedAlert
          title="We couldn't load your tickets."
          error={orders.error}
          retrying={orders.isRefetching}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <ul className="divide-y">
          {orders.data.items.map((order) => (
            <li key={order.reference}>
              <Link
                to={order.confirmationPath}
                className="flex items-center justify-between gap-3 rounded-lg py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 space-y-1">
                  <span className="block font-medium">
                    {order.ticketCount} {order.ticketCount === 1 ? "ticket" : "tickets"}
                    <span className="text-muted-foreground"> · order {order.reference}</span>
                  </span>
                  <OrderStatusBadge status={order.status} />
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
