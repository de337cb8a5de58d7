import { describe, it, expect } from "vitest";
import * as lucide from "lucide-react";
import {
  CATEGORIES,
  DASHBOARD_CATEGORY_NAMES,
  allFeatures,
  findFeature,
  findFeatureByLink,
  premiumFeatureNotice,
  requiredPlanForPath,
  searchFeatures,
  upgradeMessage,
} from "./catalogue.ts";
import { PLAN_TYPES, type PlanType } from "./plans.ts";

// The product spec's feature catalogue, written out in full so a dropped feature or a changed tier fails here.
const SPEC_CATALOGUE: [string, [string, PlanType][]][] = [
  ["quick-start-templates", []],
  [
    "event-management",
    [
      ["events", "free"],
      ["venues", "free"],
      ["activities", "free"],
      ["printable-checklists", "free"],
      ["rsvp-management", "premium"],
      ["ticket-management", "pro"],
      ["lodging-travel", "pro"],
      ["multi-event-itinerary", "pro"],
    ],
  ],
  [
    "people-teams",
    [
      ["directory-profiles", "premium"],
      ["search-filters", "premium"],
      ["planning-network", "pro"],
      ["volunteer-staff-management", "business"],
      ["multi-admin", "business"],
    ],
  ],
  [
    "communication",
    [
      ["announcements", "premium"],
      ["private-messages", "premium"],
      ["email-campaigns", "pro"],
      ["staff-portal", "business"],
    ],
  ],
  [
    "planning-tasks",
    [
      ["calendar-integration", "premium"],
      ["budgeting", "premium"],
      ["task-management", "pro"],
      ["progress-board", "pro"],
      ["planning-journey", "pro"],
      ["interactive-timeline", "pro"],
    ],
  ],
  [
    "analytics-insights",
    [
      ["basic-analytics", "premium"],
      ["advanced-analytics", "pro"],
      ["financial-reporting", "pro"],
      ["enterprise-analytics", "business"],
      ["market-research", "business"],
      ["lead-generation", "business"],
    ],
  ],
  [
    "financial-management",
    [
      ["payment-collection", "premium"],
      ["donations-fundraising", "business"],
      ["sponsor-management", "business"],
    ],
  ],
  [
    "media-content",
    [
      ["photo-gallery", "premium"],
      ["video-gallery", "pro"],
      ["custom-registration-forms", "business"],
    ],
  ],
  [
    "branding-customization",
    [
      ["custom-branding", "pro"],
      ["professional-branding", "business"],
    ],
  ],
  [
    "engagement-tools",
    [
      ["polls-surveys", "premium"],
      ["interactive-calendar", "premium"],
    ],
  ],
  [
    "administrative",
    [
      ["data-export", "business"],
      ["enterprise-support", "business"],
    ],
  ],
  [
    "event-planners-directory",
    [
      ["planner-directory", "free"],
      ["supplier-directory", "free"],
    ],
  ],
];

describe("CATEGORIES", () => {
  it("lists the 12 categories of the spec in order, each with exactly its features and tiers", () => {
    expect(CATEGORIES).toHaveLength(12);
    const actual = CATEGORIES.map((category) => [
      category.key,
      category.features.map((feature) => [feature.key, feature.planType]),
    ]);
    expect(actual).toEqual(SPEC_CATALOGUE);
  });

  it("has 43 features with unique keys and unique links", () => {
    const features = allFeatures();
    expect(features).toHaveLength(43);
    expect(new Set(features.map((f) => f.key)).size).toBe(features.length);
    // Unique links keep requiredPlanForPath unambiguous.
    expect(new Set(features.map((f) => f.link)).size).toBe(features.length);
  });

  it("uses kebab-case keys, app routes for links and only known plan types", () => {
    const categoryKeys = CATEGORIES.map((c) => c.key);
    expect(new Set(categoryKeys).size).toBe(categoryKeys.length);
    for (const feature of allFeatures()) {
      expect(feature.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(feature.link.startsWith("/")).toBe(true);
      expect(PLAN_TYPES).toContain(feature.planType);
      expect(feature.title.trim()).not.toBe("");
      expect(feature.description.trim()).not.toBe("");
    }
  });

  it("names only icons that lucide-react exports", () => {
    const icons = [...CATEGORIES.map((c) => c.icon), ...allFeatures().map((f) => f.icon)];
    const missing = icons.filter((name) => !(name in lucide));
    expect(missing).toEqual([]);
  });

  it("points the features to their spec routes", () => {
    expect(findFeature("events")?.link).toBe("/manage-events");
    expect(findFeature("announcements")?.link).toBe("/messages");
    expect(findFeature("rsvp-management")?.link).toBe("/rsvp");
    expect(findFeature("multi-admin")?.link).toBe("/business/multi-admin");
    expect(findFeature("interactive-timeline")?.link).toBe("/timeline");
  });

  it("gates the sample tiers named in the brief", () => {
    expect(findFeature("events")?.planType).toBe("free");
    expect(findFeature("rsvp-management")?.planType).toBe("premium");
    expect(findFeature("ticket-management")?.planType).toBe("pro");
    expect(findFeature("multi-admin")?.planType).toBe("business");
    expect(findFeature("donations-fundraising")?.planType).toBe("business");
    expect(findFeature("video-gallery")?.planType).toBe("pro");
    expect(findFeature("polls-surveys")?.planType).toBe("premium");
    expect(findFeature("data-export")?.planType).toBe("business");
  });

  it("states the multi-admin limit of 10 admin accounts", () => {
    expect(findFeature("multi-admin")?.description).toContain("up to 10 admin accounts");
  });

  it("marks only the supplier directory as coming soon", () => {
    const comingSoon = allFeatures()
      .filter((f) => f.comingSoon)
      .map((f) => f.key);
    expect(comingSoon).toEqual(["supplier-directory"]);
  });

  it("makes the planners directory admin-only, with a separator, and all its features admin-only", () => {
    const directory = CATEGORIES.find((c) => c.key === "event-planners-directory");
    expect(directory?.adminOnly).toBe(true);
    expect(directory?.separatorBefore).toBe(true);
    expect(directory?.features.every((f) => f.adminOnly)).toBe(true);
    const adminOnlyElsewhere = CATEGORIES.filter((c) => c !== directory).flatMap((c) =>
      c.features.filter((f) => f.adminOnly || c.adminOnly || c.separatorBefore),
    );
    expect(adminOnlyElsewhere).toEqual([]);
  });

  it("sends the featureless templates category to the template picker", () => {
    const templates = CATEGORIES[0];
    expect(templates?.key).toBe("quick-start-templates");
    expect(templates?.title).toBe("Quick Start Templates");
    expect(templates?.features).toEqual([]);
    expect(templates?.link).toBe("/templates");
  });
});

describe("DASHBOARD_CATEGORY_NAMES", () => {
  it("matches the spec's dashboard category names in order", () => {
    expect(DASHBOARD_CATEGORY_NAMES).toEqual([
      { key: "dashboard", title: "At a Glance" },
      { key: "event-management", title: "Event & Venue Management" },
      { key: "people-teams", title: "People & Teams" },
      { key: "communication", title: "Communication" },
      { key: "planning-tasks", title: "Planning & Tasks" },
      { key: "analytics-insights", title: "Analytics & Insights" },
      { key: "financial-management", title: "Payments & Revenue" },
      { key: "media-content", title: "Media & Content" },
      { key: "branding-customization", title: "Branding & Customization" },
      { key: "engagement-tools", title: "Engagement Tools" },
      { key: "administrative", title: "Administrative" },
    ]);
  });
});

describe("allFeatures", () => {
  it("adds the category key and title to each feature", () => {
    const budgeting = allFeatures().find((f) => f.key === "budgeting");
    expect(budgeting?.categoryKey).toBe("planning-tasks");
    expect(budgeting?.categoryTitle).toBe("Planning & Tasks");
  });

  it("returns a copy that callers cannot use to reorder the catalogue", () => {
    const first = allFeatures();
    first.reverse();
    expect(allFeatures()[0]?.key).toBe("events");
  });
});

describe("findFeature / findFeatureByLink / requiredPlanForPath", () => {
  it("finds by key and returns undefined for an unknown key", () => {
    expect(findFeature("photo-gallery")?.title).toBe("Photo Gallery");
    expect(findFeature("nope")).toBeUndefined();
  });

  it("matches links exactly", () => {
    expect(findFeatureByLink("/budgeting")?.key).toBe("budgeting");
    expect(findFeatureByLink("/budgeting/")).toBeUndefined();
    expect(findFeatureByLink("/venues/123")).toBeUndefined();
  });

  it("returns the tier of the page at a path, or null", () => {
    expect(requiredPlanForPath("/rsvp")).toBe("premium");
    expect(requiredPlanForPath("/ticket-management")).toBe("pro");
    expect(requiredPlanForPath("/business/data-export")).toBe("business");
    expect(requiredPlanForPath("/manage-events")).toBe("free");
    expect(requiredPlanForPath("/no-such-page")).toBeNull();
    expect(requiredPlanForPath("")).toBeNull();
  });
});

describe("searchFeatures", () => {
  it("returns nothing for an empty or whitespace-only query", () => {
    expect(searchFeatures("")).toEqual([]);
    expect(searchFeatures("   ")).toEqual([]);
    expect(searchFeatures("\t\n", { includeAdminOnly: true })).toEqual([]);
  });

  it("is case-insensitive and trims the query", () => {
    const keys = searchFeatures("  BUDGET  ").map((f) => f.key);
    expect(keys).toContain("budgeting");
  });

  it("matches by plan type", () => {
    const keys = searchFeatures("pro").map((f) => f.key);
    const proKeys = allFeatures()
      .filter((f) => f.planType === "pro")
      .map((f) => f.key);
    expect(proKeys.length).toBeGreaterThan(0);
    for (const key of proKeys) expect(keys).toContain(key);
  });

  it("matches by plan type even when neither title nor description mention it", () => {
    const dataExport = findFeature("data-export");
    const ownText = [dataExport?.title, dataExport?.description, dataExport?.categoryTitle].join(" ");
    expect(ownText.toLowerCase()).not.toContain("business");
    expect(searchFeatures("business").map((f) => f.key)).toContain("data-export");
  });

  it("matches by category title", () => {
    const results = searchFeatures("Media");
    const photo = results.find((f) => f.key === "photo-gallery");
    expect(photo?.categoryTitle).toBe("Media & Content");
  });

  it("matches by description", () => {
    expect(searchFeatures("kanban").map((f) => f.key)).toContain("progress-board");
  });

  it("returns no features for text that appears nowhere", () => {
    expect(searchFeatures("zzqx-not-a-feature")).toEqual([]);
  });

  it("hides admin-only features unless asked to include them", () => {
    const hidden = searchFeatures("directory").map((f) => f.key);
    expect(hidden).toContain("directory-profiles");
    expect(hidden).not.toContain("planner-directory");
    expect(hidden).not.toContain("supplier-directory");

    const shown = searchFeatures("directory", { includeAdminOnly: true }).map((f) => f.key);
    expect(shown).toContain("planner-directory");
    expect(shown).toContain("supplier-directory");
  });

  it("keeps catalogue order in its results", () => {
    const results = searchFeatures("free", { includeAdminOnly: true }).map((f) => f.key);
    const order = allFeatures().map((f) => f.key);
    const indexes = results.map((key) => order.indexOf(key));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
});

describe("notices", () => {
  it("builds the upgrade message from the plan label", () => {
    expect(upgradeMessage("premium")).toBe("Upgrade to Premium to access this feature");
    expect(upgradeMessage("pro")).toBe("Upgrade to Pro to access this feature");
    expect(upgradeMessage("business")).toBe("Upgrade to Business to access this feature");
  });

  it("builds the premium feature notice", () => {
    expect(premiumFeatureNotice("Ticket Management")).toEqual({
      title: "Premium Feature",
      description: "Ticket Management is a premium feature. Upgrade to gain access.",
    });
  });
});
