/** The templates feature's one server call: create an event from a template. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUseTemplateInput } from "#shared/templates/schemas.ts";
import { templatesContract as templates } from "#shared/templates/contract.ts";
import { call } from "#client/lib/api.ts";

export function useUseTemplate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUseTemplateInput) => call(templates.use, { params: { slug }, body: input }),
    // A whole event arrives at once (activities, checklist): every list and count may now be different.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
