import { Clock, Infinity as InfinityIcon } from "lucide-react";
import type { TSubscription } from "#shared/account/schemas.ts";
import type { PlanType } from "#shared/plans.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { planLabel, planOf, trialStateOf, trialText } from "./format.ts";

const PLAN_BADGE_VARIANT: Record<PlanType, BadgeProps["variant"]> = {
  free: "neutral",
  premium: "default",
  pro: "accent",
  business: "success",
};

export function PlanBadge({ plan }: { plan: PlanType }) {
  return <Badge variant={PLAN_BADGE_VARIANT[plan]}>{planLabel(plan)}</Badge>;
}

/** A user's plan with its trial and lifetime marks, as read in a table cell or a card. */
export function PlanBadges({
  subscription,
  className,
  showTrial = true,
}: {
  subscription: TSubscription | null;
  className?: string;
  showTrial?: boolean;
}) {
  const trial = trialStateOf(subscription);
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1.5", className)}>
      <PlanBadge plan={planOf(subscription)} />
      {showTrial && trial.kind !== "none" ? (
        <Badge variant={trial.kind === "active" ? "default" : "warning"} className="font-normal">
          <Clock aria-hidden="true" />
          {trialText(trial)}
        </Badge>
      ) : null}
      {subscription?.isLifetime ? (
        <Badge variant="accent" className="font-normal">
          <InfinityIcon aria-hidden="true" />
          Lifetime
        </Badge>
      ) : null}
    </span>
  );
}
