/** The four plan testing pages: which tier each one previews. /basic-plan-testing is the free tier. */
import { allFeatures, type CatalogueFeatureWithCategory } from "#shared/catalogue.ts";
import type { AccessLevels, PlanType } from "#shared/plans.ts";

interface TierPage {
  plan: PlanType;
  path: string;
  /** The page's own name: the spec calls the free tier's page "Basic". */
  name: string;
  title: string;
}

export const TIER_PAGES: readonly TierPage[] = [
  { plan: "free", path: "/basic-plan-testing", name: "Basic", title: "Basic Plan Testing" },
  { plan: "premium", path: "/premium-plan-testing", name: "Premium", title: "Premium Plan Testing" },
  { plan: "pro", path: "/pro-plan-testing", name: "Pro", title: "Pro Plan Testing" },
  { plan: "business", path: "/business-plan-testing", name: "Business", title: "Business Plan Testing" },
];

export function tierPage(plan: PlanType): TierPage {
  return TIER_PAGES.find((page) => page.plan === plan) ?? TIER_PAGES[0]!;
}

export function featuresOfTier(plan: PlanType): CatalogueFeatureWithCategory[] {
  return allFeatures().filter((feature) => feature.planType === plan);
}

/** Whether the account's current access (its plan, or the tier it previews) opens a feature of this tier. */
export function opens(plan: PlanType, access: AccessLevels): boolean {
  return plan === "free" ? true : access[plan];
}
