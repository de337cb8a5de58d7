/** The admin's real plan, the tier being previewed, and the buttons to start or stop a preview. */
import { Eye, EyeOff } from "lucide-react";
import type { TUserDataBatch } from "#shared/account/schemas.ts";
import { isTrialActive, PLAN_LABELS, trialDaysRemaining, type PlanType } from "#shared/plans.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useSetPlanPreview } from "./api.ts";

export const PLAN_BADGE_VARIANT: Record<PlanType, BadgeProps["variant"]> = {
  free: "neutral",
  premium: "default",
  pro: "accent",
  business: "success",
};

function realPlanText(me: TUserDataBatch): string {
  const subscription = me.subscription.subscription;
  const parts = [PLAN_LABELS[subscription.planType]];
  if (isTrialActive(subscription)) {
    const days = trialDaysRemaining(subscription);
    parts.push(`trial, ${days} ${days === 1 ? "day" : "days"} left`);
  }
  if (subscription.isLifetime) parts.push("lifetime");
  return parts.join(" · ");
}

export function PreviewStatusCard({ me, tier }: { me: TUserDataBatch; tier?: PlanType }) {
  const preview = useSetPlanPreview();
  const previewing = me.subscription.previewPlanType;
  const pendingPlan = preview.isPending ? preview.variables : undefined;

  function viewAs(plan: PlanType | null) {
    preview.mutate(plan, {
      onSuccess: () =>
        plan
          ? successToast(
              `Viewing as ${PLAN_LABELS[plan]}`,
              `Gatherly now treats your account as ${PLAN_LABELS[plan]} everywhere. Your real plan is unchanged.`,
            )
          : successToast("Preview ended", "You see Gatherly on your own plan again."),
      onError: (error) => errorToast(error.message || "Please try again."),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your view</CardTitle>
        <CardDescription>
          A preview changes only what your own account can open. Nobody else is affected.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Your real plan</dt>
            <dd className="font-medium">{realPlanText(me)}</dd>
          </div>
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Previewing</dt>
            <dd>
              {previewing ? (
                <Badge variant={PLAN_BADGE_VARIANT[previewing]}>
                  <Eye aria-hidden="true" />
                  {PLAN_LABELS[previewing]}
                </Badge>
              ) : (
                <span className="font-medium">Nothing: you see your real plan</span>
              )}
            </dd>
          </div>
        </dl>
        {previewing && tier && previewing !== tier ? (
          <Alert variant="warning" role="status">
            You're previewing {PLAN_LABELS[previewing]}, so the access shown below is {PLAN_LABELS[previewing]}'s, not{" "}
            {PLAN_LABELS[tier]}'s.
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end">
        {previewing ? (
          <Button
            variant="outline"
            disabled={preview.isPending}
            loading={pendingPlan === null}
            onClick={() => viewAs(null)}
            className="w-full sm:w-auto"
          >
            {pendingPlan === null ? null : <EyeOff aria-hidden="true" />}
            Stop previewing
          </Button>
        ) : null}
        {tier ? (
          <Button
            disabled={preview.isPending || previewing === tier}
            loading={pendingPlan === tier}
            onClick={() => viewAs(tier)}
            className="w-full sm:w-auto"
          >
            {pendingPlan === tier ? null : <Eye aria-hidden="true" />}
            {previewing === tier ? `Viewing as ${PLAN_LABELS[tier]}` : `View as ${PLAN_LABELS[tier]}`}
          </Button>
        ) : null}
        {!tier && !previewing ? (
          <p className="text-sm text-muted-foreground">Open a tier below to start a preview.</p>
        ) : null}
      </CardFooter>
    </Card>
  );
}
