/** The account contract's setPlanPreview: an admin sees the product as another tier, server-side, until it ends. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import type { TMe } from "#shared/account/schemas.ts";
import type { PlanType } from "#shared/plans.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

export function useSetPlanPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planType: PlanType | null) => call(account.setPlanPreview, { body: { planType } }),
    onSuccess: (status) => {
      // The answer already carries the new access; show it at once, then refresh everything account-bound.
      queryClient.setQueryData<TMe>(keyOf(account.me), (me) => (me ? { ...me, subscription: status } : me));
      void queryClient.invalidateQueries({ queryKey: contractKey(account) });
    },
  });
}
