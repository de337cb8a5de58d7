/**
 * The guest side of RSVPs: no account, the link's token is the key. Keys of their own per token, so an
 * organiser signed in on the same browser never sees a guest's cached page under their own keys.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TInvitationView, TPublicRsvp, TPublicRsvpView, TRsvpAnswer } from "#shared/rsvp/schemas.ts";
import { api } from "#client/lib/api.ts";

interface PublicRsvpResult {
  invitationPath: string | null;
  emailed: boolean;
}

export const guestRsvpKeys = {
  invitation: (token: string) => ["rsvp-guest", "invitation", token] as const,
  openLink: (token: string) => ["rsvp-guest", "open-link", token] as const,
};

const invitationPath = (token: string) => `/api/public/invitations/${encodeURIComponent(token)}`;
const openLinkPath = (token: string) => `/api/public/rsvp/${encodeURIComponent(token)}`;

export function useInvitation(token: string) {
  return useQuery({
    queryKey: guestRsvpKeys.invitation(token),
    queryFn: ({ signal }) => api<TInvitationView>(invitationPath(token), { signal }),
    enabled: token !== "",
  });
}

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TRsvpAnswer) =>
      api<TInvitationView>(`${invitationPath(token)}/answer`, { method: "PUT", body: answer }),
    onSuccess: (view) => queryClient.setQueryData(guestRsvpKeys.invitation(token), view),
  });
}

export function useOpenRsvpLink(token: string) {
  return useQuery({
    queryKey: guestRsvpKeys.openLink(token),
    queryFn: ({ signal }) => api<TPublicRsvpView>(openLinkPath(token), { signal }),
    enabled: token !== "",
  });
}

export function useAnswerOpenRsvpLink(token: string) {
  return useMutation({
    mutationFn: (input: TPublicRsvp) => api<PublicRsvpResult>(openLinkPath(token), { method: "POST", body: input }),
  });
}
