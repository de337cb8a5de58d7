/**
 * The buyer's side of tickets: no account, the link's token is the key. Their reads are endpoints of their
 * own, keyed by token, so an organiser signed in on the same browser never sees a buyer's cached page under
 * their own keys.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { ticketsContract as tickets } from "#shared/tickets/contract.ts";
import type { TShopOrderInput } from "#shared/tickets/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

export const guestTicketKeys = {
  shop: (token: string) => keyOf(tickets.shopView, { params: { token } }),
  order: (token: string) => keyOf(tickets.orderConfirmation, { params: { token } }),
};

/** What is left changes while people buy: a shop older than half a minute is read again. */
const SHOP_STALE_MS = 30_000;

export function useTicketShop(token: string) {
  return useQuery({
    queryKey: guestTicketKeys.shop(token),
    queryFn: ({ signal }) => call(tickets.shopView, { params: { token } }, { signal }),
    enabled: token !== "",
    staleTime: SHOP_STALE_MS,
  });
}

export function usePlaceOrder(token: string) {
  return useMutation({
    mutationFn: (input: TShopOrderInput) => call(tickets.placeOrder, { params: { token }, body: input }),
  });
}

export function useOrderConfirmation(token: string) {
  return useQuery({
    queryKey: guestTicketKeys.order(token),
    queryFn: ({ signal }) => call(tickets.orderConfirmation, { params: { token } }, { signal }),
    enabled: token !== "",
    // A buyer waiting for the organiser to confirm their payment comes back to this tab to find their codes.
    refetchOnWindowFocus: (query) => query.state.data?.order.status === "pending",
    staleTime: 0,
  });
}
