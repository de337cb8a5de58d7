/**
 * The plan comparison read straight from the feature catalogue, so a feature moved to another tier
 * shows up in the right column of the home and pricing pages without anyone editing copy.
 */
import { allFeatures, CATEGORIES, type CatalogueFeatureWithCategory } from "#shared/catalogue.ts";
import { PLAN_LABELS, PLAN_TYPES, TRIAL_DAYS, type PlanType } from "#shared/plans.ts";

export { TRIAL_DAYS };

export interface PlanTier {
  plan: PlanType;
  label: string;
  /** Who the tier is for, in one line. */
  audience: string;
  /** "Everything in Free" and so on; null for the first tier. */
  includesLabel: string | null;
  /** Features of exactly this tier (lower tiers are covered by includesLabel). */
  features: CatalogueFeatureWithCategory[];
  /** Premium and pro can be tried for free. */
  trial: boolean;
}

const AUDIENCES: Record<PlanType, string> = {
  free: "Plan a gathering from the first idea to the day itself.",
  premium: "Invite your guests, talk with them and collect what is due.",
  pro: "Sell tickets, run campaigns and see how every event performs.",
  business: "Bring in staff, volunteers, sponsors and several administrators.",
};

/** The trial tiers a free user can start from /pricing. */
export const TRIAL_PLANS = ["premium", "pro"] as const;
export type TrialPlan = (typeof TRIAL_PLANS)[number];

export function isTrialPlan(plan: PlanType): plan is TrialPlan {
  return (TRIAL_PLANS as readonly PlanType[]).includes(plan);
}

export const PLAN_TIERS: readonly PlanTier[] = PLAN_TYPES.map((plan, index) => {
  const lower = index > 0 ? PLAN_TYPES[index - 1] : undefined;
  return {
    plan,
    label: PLAN_LABELS[plan],
    audience: AUDIENCES[plan],
    includesLabel: lower ? `Everything in ${PLAN_LABELS[lower]}` : null,
    // Admin-only entries (the planners directory) are not something a plan sells.
    features: allFeatures().filter((feature) => feature.planType === plan && !feature.adminOnly),
    trial: isTrialPlan(plan),
  };
});

/**
 * Categories worth showing to visitors: the admin-only directory is not for them and the templates
 * category lists no features of its own.
 */
export const PUBLIC_CATEGORIES = CATEGORIES.filter(
  (category) => !category.adminOnly && category.features.some((feature) => !feature.adminOnly),
);
