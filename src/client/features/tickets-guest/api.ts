/**
 * The buyer's side of tickets: no account, the link's token is the key. Keys of their own per token, so an
 * organiser signed in on the same browser never sees a buyer's cached page under their own keys.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { TOrderConfirmation, TShopOrderInput, TShopOrderResult, TShopView } from "#shared/tickets/schemas.ts";
import { api } from "#client/lib/api.ts";

export const guestTicketKeys = {
  shop: (token: string) => ["tickets-guest", "shop", token] as const,
  order: (token: string) => ["tickets-guest", "order", token] as const,
};

const shopPath = (token: string) => `/api/public/tickets/${encodeURIComponent(token)}`;
const orderPath = (token: string) => `/api/public/orders/${encodeURIComponent(token)}`;

/** What is left changes while people buy: a shop older than half a minute is read again. */
const SHOP_STALE_MS = 30_000;

export function useTicketShop(token: string) {
  return useQuery({
    queryKey: guestTicketKeys.shop(token),
    queryFn: ({ signal }) => api<TShopView>(shopPath(token), { signal }),
    enabled: token !== "",
    staleTime: SHOP_STALE_MS,
  });
}

export function usePlaceOrder(token: string) {
  return useMutation({
    mutationFn: (input: TShopOrderInput) =>
      api<TShopOrderResult>(`${shopPath(token)}/orders`, { method: "POST", body: input }),
  });
}

export function useOrderConfirmation(token: string) {
  return useQuery({
    queryKey: guestTicketKeys.order(token),
    queryFn: ({ signal }) => api<TOrderConfirmation>(orderPath(token), { signal }),
    enabled: token !== "",
    // A buyer waiting for the organiser to confirm their payment comes back to this tab to find their codes.
    refetchOnWindowFocus: (query) => query.state.data?.order.status === "pending",
    staleTime: 0,
  });
}
