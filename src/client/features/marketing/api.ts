/** The calls the public pages make: start a trial, send the contact form, list the email previews. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TStartTrialInput, TSubscriptionStatus } from "#shared/account/schemas.ts";
import type { TContactInput } from "#shared/contact/schemas.ts";
import type { TEmailPreview } from "#shared/mail/schemas.ts";
import { accountKeys } from "#client/lib/account.ts";
import { api } from "#client/lib/api.ts";

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartTrialInput) =>
      api<TSubscriptionStatus>("/api/account/trial", { method: "POST", body: input }),
    // Every account query (plan, access levels) reads the new subscription on its next render.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: TContactInput) => api<unknown>("/api/contact", { method: "POST", body: input }),
  });
}

export function useEmailPreviews() {
  return useQuery({
    queryKey: ["email-preview"],
    queryFn: ({ signal }) => api<TEmailPreview[]>("/api/email-preview", { signal }),
  });
}
