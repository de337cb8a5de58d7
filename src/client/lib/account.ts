/** The signed-in user's data batch (the account contract's `me`), cached for 5 minutes. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import type { TMe } from "#shared/account/schemas.ts";
import type { AccessLevels } from "#shared/plans.ts";
import { call, keyOf } from "./api.ts";

const USER_DATA_STALE_TIME_MS = 5 * 60 * 1000;

/** The query of the batch, for the hook and for the router, which starts it as soon as the session is known. */
export const userDataQuery = queryOptions({
  queryKey: keyOf(account.me),
  queryFn: ({ signal }) => call(account.me, {}, { signal }),
  staleTime: USER_DATA_STALE_TIME_MS,
});

export function useUserData(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userDataQuery, enabled: options.enabled ?? true });
}

/**
 * The plan organiser pages go by: the account the person works in (a business account's team, ADR 032), else
 * their own. The server decides the same way; this only spares them a page it would refuse.
 */
export function planAccessOf(me: Pick<TMe, "subscription" | "workingIn">): AccessLevels {
  return me.workingIn?.access ?? me.subscription.access;
}
