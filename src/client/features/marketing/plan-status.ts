/** What the pricing page says about a signed-in user's subscription. */
import type { TSubscriptionStatus } from "#shared/account/schemas.ts";
import type { PlanType } from "#shared/plans.ts";

/** The tier the user can open right now, as the server computed it (a running trial counts). */
export function effectivePlan(status: TSubscriptionStatus): PlanType {
  if (status.access.business) return "business";
  if (status.access.pro) return "pro";
  if (status.access.premium) return "premium";
  return "free";
}

/**
 * The tier a trial is for. A trial granted on a free subscription (the seeded trial account, an admin's
 * grant) opens premium, as the access rules say.
 */
export function trialPlan(status: TSubscriptionStatus): PlanType {
  const { planType } = status.subscription;
  return planType === "free" ? "premium" : planType;
}

/** A trial is offered once: to a free user with no running, ended or cancelled trial behind them. */
export function canStartTrial(status: TSubscriptionStatus): boolean {
  const { subscription } = status;
  return (
    subscription.planType === "free" &&
    !subscription.isLifetime &&
    !subscription.isTrial &&
    subscription.trialStartAt === null &&
    !status.access.premium
  );
}

export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
