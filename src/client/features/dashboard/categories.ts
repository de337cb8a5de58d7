/**
 * What the dashboard shows of the feature catalogue to one user: which categories, which features, and
 * whether each feature opens, needs an upgrade or is for administrators only. The server refuses on its own
 * for every call; this only decides what the cards say and where a click goes.
 */
import type { TUserDataBatch } from "#shared/account/schemas.ts";
import {
  CATEGORIES,
  DASHBOARD_CATEGORY_NAMES,
  featureOpens,
  type CatalogueCategory,
  type CatalogueFeature,
} from "#shared/catalogue.ts";
import type { PlanType } from "#shared/plans.ts";

export type Access = TUserDataBatch["subscription"]["access"];

/** The category key of the overview (At a Glance). */
export const AT_A_GLANCE_KEY = "dashboard";

/** Used while the plan is unknown or could not be loaded: the spec falls back to a free subscription. */
export const FREE_ACCESS: Access = { premium: false, pro: false, business: false };

export function categoryHref(key: string): string {
  return key === AT_A_GLANCE_KEY ? "/dashboard" : `/dashboard?category=${encodeURIComponent(key)}`;
}

export function findCategory(key: string): CatalogueCategory | undefined {
  return CATEGORIES.find((category) => category.key === key);
}

/** A category that opens its own page instead of listing features (quick start templates). */
export function isLinkCategory(category: CatalogueCategory): boolean {
  return category.features.length === 0 && category.link !== undefined;
}

/** Overview grid: every category the user may see; the admin-only directory only for administrators. */
export function overviewCategories(isAdmin: boolean): CatalogueCategory[] {
  return CATEGORIES.filter((category) => isAdmin || !category.adminOnly);
}

interface NavCategory {
  key: string;
  title: string;
  /** Draw a divider above this entry (the catalogue's separatorBefore). */
  separatorBefore: boolean;
}

/** The desktop category nav: the same sections as the mobile drawer, plus the directory for administrators. */
export function navCategories(isAdmin: boolean): NavCategory[] {
  const sections: NavCategory[] = DASHBOARD_CATEGORY_NAMES.map(({ key, title }) => ({
    key,
    title,
    separatorBefore: false,
  }));
  if (!isAdmin) return sections;
  const extra = CATEGORIES.filter((category) => category.adminOnly).map(({ key, title, separatorBefore }) => ({
    key,
    title,
    separatorBefore,
  }));
  return [...sections, ...extra];
}

/** Whether `key` names something the dashboard can show (At a Glance or any catalogue category). */
export function isKnownCategory(key: string): boolean {
  return key === AT_A_GLANCE_KEY || findCategory(key) !== undefined;
}

export type FeatureState =
  | { kind: "open" }
  | { kind: "locked"; plan: Exclude<PlanType, "free"> }
  /** An administrators-only feature seen by someone else (the directories). */
  | { kind: "restricted" };

/** `memberAccess`: what the plans of the hosts of the events the user attends open for them there. */
export function featureState(
  feature: CatalogueFeature,
  access: Access,
  isAdmin: boolean,
  memberAccess?: Access,
): FeatureState {
  if (feature.adminOnly && !isAdmin) return { kind: "restricted" };
  const plan = feature.planType;
  if (plan === "free" || featureOpens(feature, access, memberAccess)) return { kind: "open" };
  return { kind: "locked", plan };
}

/**
 * The features listed for a category. Administrators-only features are hidden from everyone else, except in
 * a category that is itself for administrators: there they show, and a click explains why they do not open.
 */
export function visibleFeatures(category: CatalogueCategory, isAdmin: boolean): CatalogueFeature[] {
  if (isAdmin || category.adminOnly) return [...category.features];
  return category.features.filter((feature) => !feature.adminOnly);
}

/** How many of a category's features the user's plan opens, for the overview cards. */
export function openCount(
  category: CatalogueCategory,
  access: Access,
  isAdmin: boolean,
  memberAccess?: Access,
): number {
  return visibleFeatures(category, isAdmin).filter(
    (f) => featureState(f, access, isAdmin, memberAccess).kind === "open",
  ).length;
}

/** The lowest tier above the user's that would open at least one more feature of this category. */
export function nextUnlockPlan(
  category: CatalogueCategory,
  access: Access,
  isAdmin: boolean,
  memberAccess?: Access,
): Exclude<PlanType, "free"> | null {
  const order: Array<Exclude<PlanType, "free">> = ["premium", "pro", "business"];
  const locked = new Set(
    visibleFeatures(category, isAdmin)
      .map((feature) => featureState(feature, access, isAdmin, memberAccess))
      .flatMap((state) => (state.kind === "locked" ? [state.plan] : [])),
  );
  return order.find((plan) => locked.has(plan)) ?? null;
}
