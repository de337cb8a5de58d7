/** The signed-in user's data batch (the account contract's `me`), cached for 5 minutes. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
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
