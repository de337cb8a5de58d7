import { describe, expect, it } from "vitest";
import { allFeatures, findFeature } from "./catalogue.ts";
import { isPlanGated, matchRoute, requiredPlanForRoute, ROUTES, showsFeatureSearch } from "./routes.ts";

/*
 * The product spec's route table, copied path by path so a dropped, renamed or mis-guarded route fails here.
 * Parameters are written as the spec writes them ({name}, "?" for the optional ones).
 */
/** Not in the spec: the pages a guest opens from an invitation (issue 7); public, no account. */
const GUEST_PAGES = [
  "/invitation/{token}",
  "/join/{token}",
  "/tickets/{token}",
  "/scan/{token}",
  "/unsubscribe/{token}",
  "/team-invitation/{token}",
  "/volunteer/{token}",
];
/** Not in the spec either: the tasks organisers gave the signed-in person (a reminder mail links there). */
const OUR_SIGNED_IN = ["/my-tasks"];

const SPEC_PUBLIC = [
  "/",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/pricing",
  "/ticket-confirmation",
  "/affiliate",
  "/test-scenarios",
  "/login",
  "/signup",
  "/signup-simple",
  "/forgot-password",
  "/auth/callback",
  "/auth/update-password",
  "/auth/magic-link",
  "/reset-password",
  "/help",
  "/testing-guides",
  "/faq",
  "/email-preview",
  "/reunion-demo",
  "/reunion-info/{reunionId?}",
  "/shared-venue/{shareToken}",
  "/volunteer-application/{token}",
  "/event-info-preview/{shareToken}",
  "/event-info-view/{shareToken}",
  "/showcase/{shareToken}",
  "/campaign/{shareToken}",
  "/donation-success",
  "/demo/club-demo",
  "/demo/community-demo",
  "/demo/family-demo",
  "/demo/milestone-demo",
  "/demo/military-demo",
  "/demo/professional-demo",
  "/demo/school-demo",
  "/demo/social-demo",
  "/demo/sports-team-demo",
  "/demo/fraternity-sorority-demo",
  "/demo/friends-demo",
  "/demo/cultural-demo",
  "/templates/family",
  "/templates/school",
  "/templates/professional",
  "/templates/club",
  "/templates/milestone",
  "/templates/baby-shower",
  "/templates/birthday-party",
  "/templates/graduation",
  "/templates/wedding",
  "/templates/family-vacation",
  "/templates/group-trip",
  "/templates/adventure-tour",
  "/templates/destination-wedding",
  "/templates/cultural-exchange",
  "/templates/social",
  "/templates/community",
  "/templates/neighborhood-bbq",
  "/templates/town-hall-meeting",
  "/templates/volunteer-drive",
  "/templates/friends",
  "/templates/sports-team",
  "/templates/fraternity-sorority",
  "/templates/military",
  "/templates/corporate-conference",
  "/templates/team-building-retreat",
  "/templates/product-launch",
  "/templates/networking-mixer",
  "/templates/sales-kickoff",
  "/templates/sports-tournament",
  "/templates/sports-banquet",
  "/templates/fantasy-league-draft",
  "/templates/sports-camp",
  "/templates/championship-event",
  "/templates/music-festival",
  "/templates/comedy-show",
  "/templates/art-exhibition",
  "/templates/film-screening",
  "/templates/talent-show",
  "/templates/content-creator-meetup",
  "/templates/brand-launch-partnership",
  "/templates/social-media-campaign",
  "/templates/influencer-retreat",
  "/templates/product-review-event",
  "/templates/charity-gala",
  "/templates/auction-event",
  "/templates/crowdfunding-campaign",
  "/templates/walk-run-event",
  "/templates/benefit-concert",
  "/templates/workshop",
  "/templates/seminar",
  "/templates/training-session",
  "/templates/academic-conference",
  "/templates/study-group",
];

const SPEC_SIGNED_IN = [
  // Affiliate
  "/affiliate/dashboard",
  "/affiliate/apply",
  "/affiliate/marketing-materials",
  "/admin/affiliates",
  // General
  "/dashboard",
  "/templates",
  "/planner-directory",
  "/supplier-directory",
  "/account-settings",
  "/settings",
  "/account",
  "/directory",
  "/profile",
  "/profiles",
  "/profile-features",
  "/user-registration",
  "/registration",
  "/search",
  "/search-filters",
  "/messages",
  "/private-messages",
  "/premium/messages",
  "/premium/private-messages",
  "/messaging",
  "/checklists",
  "/forum",
  "/chat",
  "/support",
  "/tagging",
  "/security",
  "/security-center",
  "/customization",
  "/analytics",
  "/email",
  "/email-marketing",
  "/my-information-pages",
  "/event-info",
  "/event-info-editor/{pageId?}",
  // Events
  "/manage-events",
  "/create-event",
  "/edit-event/{eventId}",
  "/event-details/{eventId}",
  "/events/{id}",
  "/setup-event",
  // Venues
  "/venues",
  "/venues/{venueId}",
  "/manage-venues",
  "/create-venue",
  "/edit-venue/{venueId}",
  "/venue-details/{venueId}",
  "/search-venues",
  "/booking-calendar",
  // Activities
  "/activities",
  "/activities/schedule",
  "/manage-activities",
  "/create-activity",
  "/edit-activity/{activityId}",
  "/activity-details/{activityId}",
  // Tickets
  "/ticket-management",
  "/ticket-management/activity/{activityId}",
  "/ticket-management/event/{eventId}",
  "/ticket-management/{activityId}",
  // Photos
  "/photos",
  "/gallery",
  "/photo-gallery",
  "/photo-gallery/upload",
  "/photo-gallery/albums",
  "/photo-gallery/view",
  "/photo-video-sharing",
  "/media-sharing",
  "/private-albums",
  "/private-photo-albums",
  "/premium/albums",
  // RSVP, calendar, polls, budgets
  "/rsvp",
  "/rsvp-functionality",
  "/calendar-integration",
  "/interactive-calendar",
  "/payments",
  "/polls",
  "/polls-surveys",
  "/budgeting",
  "/budgeting-tools",
  "/budget-planning",
  "/expense-tracking",
  "/financial-reports",
  "/financial-summary-example",
  "/countdown",
  "/countdown-dashboard",
  "/premium/analytics",
  "/premium/collections",
  "/payment-collection",
  // Planning
  "/planning-network",
  "/planning-journey",
  "/timeline",
  "/progress-board",
  "/multi-event",
  "/lodging-travel",
  "/task-management",
  "/video-galleries/{id?}",
  "/video-gallery-creator",
  "/campaign-management/{campaignId}",
  // Pro area
  "/pro/travel",
  "/pro/lodging-travel",
  "/pro/branding",
  "/pro/financial-reporting",
  "/pro/email-campaigns",
  "/pro/video-gallery",
  "/pro/video/upload",
  "/pro/video/slideshow",
  "/pro/video/gallery",
  "/pro/planning-network",
  "/pro/planning-journey",
  "/pro/interactive-timeline",
  "/pro/timeline",
  "/pro/multi-event-itinerary",
  "/pro/multi-event",
  "/pro/progress-board",
  "/pro/task-management",
  "/pro/dashboard",
  "/pro/analytics",
  "/pro/advanced-analytics",
  "/pro/advanced-templates",
  "/pro/white-label",
  "/pro/api-management",
  "/pro/master-itineraries",
  "/pro/attendance-packages",
  "/pro/resource-coordination",
  "/pro/multi-event-analytics",
  "/pro/itinerary-builder",
  // Business area
  "/business/dashboard",
  "/business/attendee-data-export",
  "/business/data-export",
  "/business/custom-registration-forms",
  "/business/registration-forms",
  "/business/admin-management",
  "/business/multi-admin",
  "/business/bulk-operations",
  "/business/integrations",
  "/business/enterprise-analytics",
  "/business/custom-branding",
  "/business/professional-branding",
  "/business/sponsor-management",
  "/business/sponsors",
  "/business/fundraising-tools",
  "/business/fundraising",
  "/business/donation-fundraising",
  "/business/staff-management",
  "/business/volunteers",
  "/business/lead-generation",
  "/business/staff-portal",
  "/business/priority-support",
  "/business/enterprise-support",
  "/business/account-manager",
  "/business/custom-forms",
  "/business/forms/builder",
  "/business/forms/templates",
  "/business/forms/active",
  "/business/market-research",
  "/business/fundraising-tracking",
  "/registration-forms",
  "/data-export",
  "/sponsors",
  "/fundraising",
  "/volunteers",
  // Admin
  "/admin",
  "/admin-management",
  "/admin/dashboard",
  "/admin/users",
  "/admin/events",
  "/admin/venues",
  "/admin/activities",
  "/admin/invitations",
  "/admin/subscriptions",
  // Testing
  "/testing-dashboard",
  "/basic-plan-testing",
  "/premium-plan-testing",
  "/pro-plan-testing",
  "/business-plan-testing",
];

/** "/edit-event/{eventId}" -> "/edit-event/:eventId"; "{id?}" -> ":id?". */
const toPattern = (spec: string) => spec.replace(/\{(\w+)(\??)\}/g, ":$1$2");
/** A concrete URL for a spec path: every parameter filled in. */
const toUrl = (spec: string) => spec.replace(/\{(\w+)\??\}/g, "sample-$1");

/** Paths the spec says show one page (its "(same page)" notes and "X and Y" pairs). */
const SAME_PAGE: string[][] = [
  ["/profile", "/profiles", "/user-registration", "/registration"],
  ["/search", "/search-filters"],
  ["/private-messages", "/premium/messages", "/premium/private-messages", "/messaging"],
  ["/email", "/email-marketing"],
  ["/event-details/{eventId}", "/events/{id}"],
  ["/reset-password", "/auth/update-password"],
  ["/photos", "/gallery", "/photo-gallery", "/photo-video-sharing", "/media-sharing"],
  ["/private-albums", "/private-photo-albums", "/premium/albums"],
  ["/rsvp", "/rsvp-functionality"],
  ["/polls", "/polls-surveys"],
  ["/budgeting", "/budgeting-tools"],
  ["/countdown", "/countdown-dashboard"],
  ["/premium/collections", "/payment-collection"],
  ["/video-galleries/{id?}", "/video-gallery-creator"],
  ["/admin", "/admin-management"],
  ["/business/registration-forms", "/registration-forms"],
  ["/business/data-export", "/data-export"],
  ["/business/sponsors", "/sponsors"],
  ["/business/fundraising", "/fundraising"],
  ["/business/volunteers", "/volunteers"],
  // Our reading where the spec lists two paths for one thing without saying so:
  ["/venues/{venueId}", "/venue-details/{venueId}"],
  ["/ticket-management/activity/{activityId}", "/ticket-management/{activityId}"],
];

const pageOf = (spec: string) => matchRoute(toUrl(spec))?.route.page;

describe("route table (spec section 2)", () => {
  it.each([...SPEC_PUBLIC, ...GUEST_PAGES])("%s is a public route", (spec) => {
    const match = matchRoute(toUrl(spec));
    expect(match?.route.path).toBe(toPattern(spec));
    expect(match?.route.access).toBe("public");
  });

  it.each([...SPEC_SIGNED_IN, ...OUR_SIGNED_IN])("%s is a signed-in route", (spec) => {
    const match = matchRoute(toUrl(spec));
    expect(match?.route.path).toBe(toPattern(spec));
    expect(match?.route.access).toBe("signed-in");
  });

  it("has exactly the spec's routes and our own pages, each once", () => {
    const expected = [...SPEC_PUBLIC, ...SPEC_SIGNED_IN, ...GUEST_PAGES, ...OUR_SIGNED_IN].map(toPattern).sort();
    const actual = ROUTES.map((route) => route.path).sort();
    expect(actual).toEqual(expected);
    expect(new Set(actual).size).toBe(actual.length);
  });

  it("gives every route a title and a page id", () => {
    for (const route of ROUTES) {
      expect(route.title.trim(), route.path).not.toBe("");
      expect(route.page, route.path).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it.each(SAME_PAGE)("aliases of %s share one page", (...paths) => {
    const pages = new Set(paths.map(pageOf));
    expect(pages.size).toBe(1);
    expect([...pages][0]).toBeDefined();
  });

  it("shares a page id only between the paths listed above", () => {
    const pathsByPage = new Map<string, string[]>();
    for (const route of ROUTES) pathsByPage.set(route.page, [...(pathsByPage.get(route.page) ?? []), route.path]);
    const shared = [...pathsByPage.values()].filter((paths) => paths.length > 1).map((paths) => [...paths].sort());
    const expected = SAME_PAGE.map((paths) => paths.map(toPattern).sort());
    expect(shared.sort()).toEqual(expected.sort());
  });

  it("uses the spec's names for aliased page ids", () => {
    expect(pageOf("/profile")).toBe("profile");
    expect(pageOf("/messages")).toBe("announcements");
    expect(pageOf("/rsvp")).toBe("rsvp");
    expect(pageOf("/media-sharing")).toBe("gallery");
    expect(pageOf("/events/{id}")).toBe("event-details");
  });

  it("keeps access, feature and tier the same for every path of one page", () => {
    const byPage = new Map<string, (typeof ROUTES)[number]>();
    for (const route of ROUTES) {
      const first = byPage.get(route.page);
      if (!first) {
        byPage.set(route.page, route);
        continue;
      }
      expect(route.access, route.path).toBe(first.access);
      expect(route.featureKey, route.path).toBe(first.featureKey);
      expect(requiredPlanForRoute(route), route.path).toBe(requiredPlanForRoute(first));
    }
  });

  it("shows /terms and the door scanner without the standard layout and everything else with it", () => {
    expect(ROUTES.filter((route) => route.layout === "none").map((route) => route.path)).toEqual([
      "/terms",
      "/scan/:token",
    ]);
  });

  it("redirects /setup-event to /manage-events and nothing else", () => {
    expect(matchRoute("/setup-event")?.route.redirectTo).toBe("/manage-events");
    expect(ROUTES.filter((route) => route.redirectTo !== undefined)).toHaveLength(1);
  });
});

describe("features and plan gates", () => {
  it("names only catalogue features", () => {
    for (const route of ROUTES) {
      if (route.featureKey !== undefined) expect(findFeature(route.featureKey), route.path).toBeDefined();
    }
  });

  it("opens every catalogue feature's link on a route of that feature", () => {
    for (const feature of allFeatures()) {
      expect(matchRoute(feature.link)?.route.featureKey, feature.link).toBe(feature.key);
    }
  });

  it("gates pages by their feature's tier", () => {
    expect(matchRoute("/rsvp")?.route.featureKey).toBe("rsvp-management");
    expect(requiredPlanForRoute(matchRoute("/rsvp")!.route)).toBe("premium");
    expect(matchRoute("/volunteers")?.route.featureKey).toBe("volunteer-staff-management");
    expect(matchRoute("/business/volunteers")?.route.featureKey).toBe("volunteer-staff-management");
    expect(requiredPlanForRoute(matchRoute("/pro/email-campaigns")!.route)).toBe("pro");
    expect(requiredPlanForRoute(matchRoute("/ticket-management/event/e1")!.route)).toBe("pro");
    expect(requiredPlanForRoute(matchRoute("/business/dashboard")!.route)).toBe("business");
  });

  it("gates every /pro/ and /business/ page at its area's tier or above", () => {
    for (const route of ROUTES) {
      if (route.path.startsWith("/pro/"))
        expect(["pro", "business"], route.path).toContain(requiredPlanForRoute(route));
      if (route.path.startsWith("/business/")) expect(requiredPlanForRoute(route), route.path).toBe("business");
    }
  });

  it("does not gate free features, general pages or public pages", () => {
    for (const path of [
      "/manage-events",
      "/venues",
      "/checklists",
      "/dashboard",
      "/account-settings",
      "/planner-directory",
      "/pricing",
    ]) {
      expect(isPlanGated(matchRoute(path)!.route), path).toBe(false);
    }
    expect(isPlanGated(matchRoute("/polls")!.route)).toBe(true);
  });

  it("keeps the directories sign-in guarded (their restriction is a click rule)", () => {
    expect(matchRoute("/planner-directory")?.route).toMatchObject({
      access: "signed-in",
      featureKey: "planner-directory",
    });
    expect(matchRoute("/supplier-directory")?.route).toMatchObject({
      access: "signed-in",
      featureKey: "supplier-directory",
    });
  });
});

describe("matchRoute", () => {
  it("returns the parameters", () => {
    expect(matchRoute("/events/123")).toMatchObject({ route: { path: "/events/:id" }, params: { id: "123" } });
    expect(matchRoute("/edit-event/ev%201")?.params).toEqual({ eventId: "ev 1" });
    expect(matchRoute("/ticket-management/activity/a1")?.params).toEqual({ activityId: "a1" });
    expect(matchRoute("/ticket-management/a2")).toMatchObject({
      route: { page: "activity-tickets" },
      params: { activityId: "a2" },
    });
  });

  it("matches optional parameters with and without a value", () => {
    expect(matchRoute("/reunion-info")).toMatchObject({ route: { path: "/reunion-info/:reunionId?" } });
    expect(matchRoute("/reunion-info")?.params.reunionId).toBeUndefined();
    expect(matchRoute("/reunion-info/abc")?.params).toEqual({ reunionId: "abc" });
    expect(matchRoute("/video-galleries")?.route.page).toBe("video-galleries");
    expect(matchRoute("/video-galleries/v9")?.params).toEqual({ id: "v9" });
    expect(matchRoute("/event-info-editor")?.route.page).toBe("event-info-editor");
    expect(matchRoute("/event-info-editor/p1")?.params).toEqual({ pageId: "p1" });
  });

  it("prefers a static segment over a parameter", () => {
    expect(matchRoute("/activities/schedule")?.route.page).toBe("activity-schedule");
    expect(matchRoute("/photo-gallery/upload")?.route.page).toBe("photo-upload");
  });

  it("ignores a trailing slash, a query, a hash and letter case", () => {
    expect(matchRoute("/dashboard/")?.route.page).toBe("dashboard");
    expect(matchRoute("/dashboard?category=communication")?.route.page).toBe("dashboard");
    expect(matchRoute("/Pricing#plans")?.route.page).toBe("pricing");
  });

  it("returns null for an unknown path", () => {
    expect(matchRoute("/no-such-page")).toBeNull();
    expect(matchRoute("/events")).toBeNull();
    expect(matchRoute("/events/1/2")).toBeNull();
    expect(matchRoute("/reunion-info/a/b")).toBeNull();
    expect(matchRoute("/dev/mailbox")).toBeNull();
  });
});

describe("showsFeatureSearch", () => {
  it.each([
    "/",
    "/about",
    "/contact",
    "/admin",
    "/admin/affiliates",
    "/affiliate/dashboard",
    "/testing-dashboard",
    "/reunion-demo",
    "/login",
    "/signup",
    "/templates",
    "/templates/",
    "/templates/wedding",
    "/templates/study-group",
    "/event-details/abc",
    "/edit-event/abc",
    "/terms",
  ])("is hidden on %s", (path) => {
    expect(showsFeatureSearch(path)).toBe(false);
  });

  it.each([
    "/dashboard",
    "/dashboard?category=communication",
    "/manage-events",
    "/pro/analytics",
    "/rsvp",
    "/pricing",
    "/admin/users",
    "/affiliate",
    "/demo/club-demo",
    "/no-such-page",
  ])("is shown on %s", (path) => {
    expect(showsFeatureSearch(path)).toBe(true);
  });
});
