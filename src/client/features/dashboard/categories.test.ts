import { describe, expect, it } from "vitest";
import { CATEGORIES, DASHBOARD_CATEGORY_NAMES } from "#shared/catalogue.ts";
import { CATALOGUE_ICONS } from "./catalogue-icons.tsx";
import {
  categoryHref,
  featureState,
  findCategory,
  FREE_ACCESS,
  isKnownCategory,
  navCategories,
  nextUnlockPlan,
  openCount,
  overviewCategories,
  visibleFeatures,
} from "./categories.ts";

const PRO = { premium: true, pro: true, business: false };

describe("dashboard categories", () => {
  it("has an icon for every category and feature of the catalogue", () => {
    const names = CATEGORIES.flatMap((c) => [c.icon, ...c.features.map((f) => f.icon)]);
    expect(names.filter((name) => !(name in CATALOGUE_ICONS))).toEqual([]);
  });

  it("links each category by its key and At a Glance to the plain dashboard", () => {
    expect(categoryHref("dashboard")).toBe("/dashboard");
    expect(categoryHref("analytics-insights")).toBe("/dashboard?category=analytics-insights");
  });

  it("knows every dashboard section and no made-up one", () => {
    for (const { key } of DASHBOARD_CATEGORY_NAMES) expect(isKnownCategory(key)).toBe(true);
    expect(isKnownCategory("nope")).toBe(false);
    expect(findCategory("communication")?.title).toBe("Communication");
  });

  it("shows the administrators' directory only to administrators", () => {
    expect(overviewCategories(false).some((c) => c.adminOnly)).toBe(false);
    expect(overviewCategories(true).some((c) => c.key === "event-planners-directory")).toBe(true);
    expect(navCategories(false).map((c) => c.key)).toEqual(DASHBOARD_CATEGORY_NAMES.map((c) => c.key));
    const adminNav = navCategories(true);
    expect(adminNav.at(-1)).toMatchObject({ key: "event-planners-directory", separatorBefore: true });
  });

  it("opens features of the user's tier and lower, locks the rest with the tier that opens them", () => {
    const analytics = findCategory("analytics-insights")!;
    const states = visibleFeatures(analytics, false).map((f) => featureState(f, FREE_ACCESS, false));
    expect(states.every((s) => s.kind === "locked")).toBe(true);
    expect(states[0]).toEqual({ kind: "locked", plan: "premium" });
    expect(openCount(analytics, FREE_ACCESS, false)).toBe(0);
    expect(openCount(analytics, PRO, false)).toBe(3);
    expect(nextUnlockPlan(analytics, FREE_ACCESS, false)).toBe("premium");
    expect(nextUnlockPlan(analytics, PRO, false)).toBe("business");
  });

  it("lists directory features to non-administrators as restricted, and opens them for administrators", () => {
    const directory = findCategory("event-planners-directory")!;
    const planner = directory.features[0]!;
    expect(visibleFeatures(directory, false)).toHaveLength(2);
    expect(featureState(planner, FREE_ACCESS, false)).toEqual({ kind: "restricted" });
    expect(featureState(planner, FREE_ACCESS, true)).toEqual({ kind: "open" });
  });
});
