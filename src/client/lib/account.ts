/** The signed-in user's data batch (the account contract's `me`), cached for 5 minutes. */
import { useQuery } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import { call, contractKey, keyOf } from "./api.ts";

const USER_DATA_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * The account's query keys, from its contract, for the features that still refresh the account through this
 * object (contractKey(accountContract) and keyOf(accountContract.me) are the same keys). `all` is everything
 * the account contract serves: its data, sessions, preferences and procedures.
 */
export const accountKeys = {
  all: contractKey(account),
  me: () => keyOf(account.me),
  sessions: () => keyOf(account.sessions),
};

export function useUserData(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keyOf(account.me),
    queryFn: ({ signal }) => call(account.me, {}, { signal }),
    staleTime: USER_DATA_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}
