/**
 * The accounts a person works in (ADR 032: their own and the teams they belong to) and the move from one to
 * another, shared by the header's account switcher, the banner of another's account and the invitation page.
 * The server keeps the choice in an HttpOnly cookie; here only what was read in the old account must go.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { teamContract as team } from "#shared/team/contract.ts";
import type { TTeamAccounts } from "#shared/team/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";

export const accountsQuery = queryOptions({
  queryKey: keyOf(team.accounts),
  queryFn: ({ signal }) => call(team.accounts, {}, { signal }),
});

/** Asked only for someone signed in: one small read, kept 5 minutes like the rest. */
export function useTeamAccounts() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...accountsQuery, enabled: isAuthenticated });
}

/**
 * After the account worked in has changed (`accounts` is the server's answer): every answer read in the old
 * account goes, the pages shown now read again, and the dashboard of the new account opens. Equivalent to
 * clearing the cache, without leaving the header's mounted reads pointing at answers that are gone.
 */
export function useEnterAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (accounts: TTeamAccounts) => {
    const switchedAt = Date.now();
    await queryClient.cancelQueries();
    // Nothing on screen uses these: gone, so the dashboard cannot show the old account's answers first.
    queryClient.removeQueries({ type: "inactive" });
    queryClient.setQueryData(accountsQuery.queryKey, accounts);
    await navigate("/dashboard");
    // What is still on screen (the header, the dashboard when it was already open) reads again.
    void queryClient.resetQueries({
      predicate: ({ state }) => {
        const readAt = Math.max(state.dataUpdatedAt, state.errorUpdatedAt);
        return readAt > 0 && readAt < switchedAt;
      },
    });
  };
}

/** The words of the account worked in now: "Olga Owner's account", or the person's own. */
function workingInWords(accounts: TTeamAccounts): string {
  const current = accounts.accounts.find((account) => account.accountId === accounts.current);
  return !current || current.own
    ? "You are back in your own account."
    : `You are working in ${current.name}'s account.`;
}

/** Work in another of the person's accounts (or their own again), then open its dashboard. */
export function useWorkIn() {
  const enter = useEnterAccount();
  return useMutation({
    mutationFn: (accountId: string) => call(team.workIn, { body: { accountId } }),
    onSuccess: async (accounts) => {
      await enter(accounts);
      successToast("Account switched", workingInWords(accounts));
    },
    onError: (error) => errorToast(error.message || "The account was not switched. Please try again."),
  });
}
