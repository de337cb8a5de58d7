/**
 * The volunteer's side: no account, the link's token is the key. Each token has keys of its own, so an
 * organiser signed in on the same browser never sees a volunteer's page under theirs.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffPortalContract as staffPortal } from "#shared/staff-portal/contract.ts";
import { volunteersContract as volunteers } from "#shared/volunteers/contract.ts";
import type { TApplicationInput, TSwapInput } from "#shared/volunteers/schemas.ts";
import { ApiError, call, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

const pageKey = (token: string) => keyOf(volunteers.myPage, { params: { token } });
const formKey = (token: string) => keyOf(volunteers.applicationForm, { params: { token } });

export function useApplicationForm(token: string) {
  return useQuery({
    queryKey: formKey(token),
    queryFn: ({ signal }) => call(volunteers.applicationForm, { params: { token } }, { signal }),
    enabled: token !== "",
  });
}

/** Refused because the link closed while the form was open (409): the form is read again to say so. */
export function useApply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationInput) => call(volunteers.apply, { params: { token }, body }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: formKey(token) });
    },
  });
}

export function useVolunteerPage(token: string) {
  return useQuery({
    queryKey: pageKey(token),
    queryFn: ({ signal }) => call(volunteers.myPage, { params: { token } }, { signal }),
    enabled: token !== "",
  });
}

/**
 * Taking an open shift, confirming a given one, or taking one a volunteer offered: the answer's warnings are
 * the page's to show.
 */
export function useShiftAnswer(token: string) {
  return useRefreshingMutation(
    [pageKey(token)],
    ({ kind, id }: { kind: "signUp" | "confirm" | "takeSwap"; id: string }) => {
      if (kind === "signUp") return call(volunteers.signUp, { params: { token, shiftId: id } });
      if (kind === "takeSwap") return call(volunteers.takeSwap, { params: { token, swapId: id } });
      return call(volunteers.confirm, { params: { token, assignmentId: id } });
    },
  );
}

/** Offering one of my shifts to someone (by email) or to anyone approved. */
export function useRequestSwap(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, body }: { assignmentId: string; body: TSwapInput }) =>
      call(volunteers.requestSwap, { params: { token, assignmentId }, body }),
    onSuccess: (page) => queryClient.setQueryData(pageKey(token), page),
  });
}

export function useWithdrawSwap(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (swapId: string) => call(volunteers.withdrawSwap, { params: { token, swapId } }),
    onSuccess: (page) => queryClient.setQueryData(pageKey(token), page),
  });
}

export function useCancelShift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => call(volunteers.cancel, { params: { token, assignmentId } }),
    onSuccess: (page) => queryClient.setQueryData(pageKey(token), page),
  });
}

const channelKey = (token: string) => keyOf(staffPortal.volunteerChannel, { params: { token } });
/** How often an open staff channel asks for new posts. */
const CHANNEL_REFRESH_MS = 15_000;

/** The staff channel as the volunteer sees it; only an approved volunteer has one (`enabled`). */
export function useVolunteerChannel(token: string, enabled: boolean) {
  return useQuery({
    queryKey: channelKey(token),
    queryFn: ({ signal }) => call(staffPortal.volunteerChannel, { params: { token } }, { signal }),
    enabled: enabled && token !== "",
    refetchInterval: CHANNEL_REFRESH_MS,
  });
}

export function useVolunteerPost(token: string) {
  return useRefreshingMutation([channelKey(token)], (body: { body: string }) =>
    call(staffPortal.volunteerPost, { params: { token }, body }),
  );
}
