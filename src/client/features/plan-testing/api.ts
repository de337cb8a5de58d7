/** PUT /api/account/plan-preview: an admin sees the product as another tier, server-side, until it ends. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubscriptionStatus, TUserDataBatch } from "#shared/account/schemas.ts";
import type { PlanType } from "#shared/plans.ts";
import { accountKeys } from "#client/lib/account.ts";
import { api } from "#client/lib/api.ts";

export function useSetPlanPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planType: PlanType | null) =>
      api<TSubscriptionStatus>("/api/account/plan-preview", { method: "PUT", body: { planType } }),
    onSuccess: (status) => {
      // The answer already carries the new access; show it at once, then refresh everything account-bound.
      queryClient.setQueryData<TUserDataBatch>(accountKeys.me(), (me) => (me ? { ...me, subscription: status } : me));
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
