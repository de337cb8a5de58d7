/**
 * The guest side of RSVPs: no account, the link's token is the key. Each token has its own keys (endpoints
 * of their own, apart from the organiser's), so an organiser signed in on the same browser never sees a
 * guest's cached page under their own keys.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPublicRsvp, TRsvpAnswer } from "#shared/rsvp/schemas.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import { call, keyOf } from "#client/lib/api.ts";

export const guestRsvpKeys = {
  invitation: (token: string) => keyOf(rsvp.invitation, { params: { token } }),
  openLink: (token: string) => keyOf(rsvp.openLink, { params: { token } }),
};

export function useInvitation(token: string) {
  return useQuery({
    queryKey: guestRsvpKeys.invitation(token),
    queryFn: ({ signal }) => call(rsvp.invitation, { params: { token } }, { signal }),
    enabled: token !== "",
  });
}

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TRsvpAnswer) => call(rsvp.answerInvitation, { params: { token }, body: answer }),
    onSuccess: (view) => queryClient.setQueryData(guestRsvpKeys.invitation(token), view),
  });
}

export function useOpenRsvpLink(token: string) {
  return useQuery({
    queryKey: guestRsvpKeys.openLink(token),
    queryFn: ({ signal }) => call(rsvp.openLink, { params: { token } }, { signal }),
    enabled: token !== "",
  });
}

export function useAnswerOpenRsvpLink(token: string) {
  return useMutation({
    mutationFn: (input: TPublicRsvp) => call(rsvp.answerOpenLink, { params: { token }, body: input }),
  });
}
