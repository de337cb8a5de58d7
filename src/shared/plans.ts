/**
 * Plan tiers, trials and access levels.
 * Pure and free of the schema library (it loads with every page); the zod schemas of these values
 * are in plan-schemas.ts. Used by the client to hide what a plan cannot open and by the server to refuse it.
 */

export const PLAN_TYPES = ["free", "premium", "pro", "business"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Sign-up offers only these; business is sold by the team. */
export const SIGNUP_PLAN_TYPES = ["free", "premium", "pro"] as const;
export type SignupPlanType = (typeof SIGNUP_PLAN_TYPES)[number];

export const PLAN_LABELS: Record<PlanType, string> = {
  free: "Free",
  premium: "Premium",
  pro: "Pro",
  business: "Business",
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function planRank(plan: PlanType): number {
  return PLAN_TYPES.indexOf(plan);
}

/** The subscription fields the access rules read; dates may arrive as ISO strings from JSON. */
export interface SubscriptionLike {
  planType: PlanType;
  isTrial: boolean;
  trialEndAt: Date | string | null;
  isLifetime?: boolean;
}

function toTime(value: Date | string | null): number | null {
  if (value === null) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** A free user may start one 14-day trial of premium or pro from /pricing. */
export const TRIAL_DAYS = 14;

/** Active when is_trial is true and trial_end_at is in the future. */
export function isTrialActive(sub: SubscriptionLike, now: Date = new Date()): boolean {
  const end = toTime(sub.trialEndAt);
  return sub.isTrial && end !== null && end > now.getTime();
}

/** Expired when trial_end_at is now or earlier. */
export function isTrialExpired(sub: SubscriptionLike, now: Date = new Date()): boolean {
  const end = toTime(sub.trialEndAt);
  return sub.isTrial && end !== null && end <= now.getTime();
}

/** Rounded-up count of days left, minimum 0. */
export function trialDaysRemaining(sub: SubscriptionLike, now: Date = new Date()): number {
  const end = toTime(sub.trialEndAt);
  if (!sub.isTrial || end === null) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/**
 * The tier a subscription pays for right now. A trial is a time-limited plan: once it has expired its
 * plan type no longer counts (a free user's trial, plan type free, counts as premium while it runs).
 */
function paidRank(sub: SubscriptionLike, now: Date): number {
  return isTrialExpired(sub, now) ? planRank("free") : planRank(sub.planType);
}

/** premium access = plan premium, pro or business, or an unexpired trial. */
function hasPremiumAccess(sub: SubscriptionLike, now: Date = new Date()): boolean {
  return paidRank(sub, now) >= planRank("premium") || isTrialActive(sub, now);
}

/** pro access = pro or business. */
function hasProAccess(sub: SubscriptionLike, now: Date = new Date()): boolean {
  return paidRank(sub, now) >= planRank("pro");
}

/** business access = business only. */
function hasBusinessAccess(sub: SubscriptionLike, now: Date = new Date()): boolean {
  return paidRank(sub, now) === planRank("business");
}

/** Whether a subscription opens a feature of the given tier (a tier opens its own and every lower tier). */
export function hasPlanAccess(sub: SubscriptionLike, required: PlanType, now: Date = new Date()): boolean {
  switch (required) {
    case "free":
      return true;
    case "premium":
      return hasPremiumAccess(sub, now);
    case "pro":
      return hasProAccess(sub, now);
    case "business":
      return hasBusinessAccess(sub, now);
  }
}

export interface AccessLevels {
  premium: boolean;
  pro: boolean;
  business: boolean;
}

export function accessLevels(sub: SubscriptionLike, now: Date = new Date()): AccessLevels {
  return {
    premium: hasPremiumAccess(sub, now),
    pro: hasProAccess(sub, now),
    business: hasBusinessAccess(sub, now),
  };
}

/** Whether access levels (as the server folded them from a subscription) open a tier. */
export function accessOpens(access: AccessLevels, plan: PlanType): boolean {
  return plan === "free" ? true : access[plan];
}
