/** The calls the public pages make: start a trial, send the contact form, list the email previews. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import type { TStartTrialInput } from "#shared/account/schemas.ts";
import { contactContract as contact } from "#shared/contact/contract.ts";
import type { TContactInput } from "#shared/contact/schemas.ts";
import { mailContract as mail } from "#shared/mail/contract.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartTrialInput) => call(account.startTrial, { body: input }),
    // Every account query (plan, access levels) reads the new subscription on its next render.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKey(account) }),
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: TContactInput) => call(contact.send, { body: input }),
  });
}

export function useEmailPreviews() {
  return useQuery({
    queryKey: keyOf(mail.emailPreviews),
    queryFn: ({ signal }) => call(mail.emailPreviews, {}, { signal }),
  });
}
