/**
 * The product's page route table, as data. Pure: the client builds its router from it, the Coming soon
 * page and the plan gate read a route's feature from it, and the global search asks it where it may show.
 * A path that another path merely aliases carries the same `page` id, so both always render one page.
 */
import { findFeature } from "./catalogue.ts";
import { planRank, type PlanType } from "./plans.ts";

export type RouteAccess = "public" | "signed-in";
export type RouteLayout = "standard" | "none";

export interface AppRoute {
  /** React Router syntax: `:name` for a parameter, a trailing `?` for an optional one. */
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Aliases share one id; the client maps ids to page components. */
  page: string;
  /** The catalogue feature this page belongs to; its tier gates the page when above free. */
  featureKey?: string;
  /**
   * The tier of an area page that no single catalogue feature covers (the pro and business dashboards,
   * for instance); a featureKey's tier wins when both are present.
   */
  plan?: PlanType;
  redirectTo?: string;
}

type RouteOptions = Partial<Pick<AppRoute, "featureKey" | "plan" | "redirectTo" | "layout">>;

function pub(path: string, page: string, title: string, opts: RouteOptions = {}): AppRoute {
  return { path, title, access: "public", layout: opts.layout ?? "standard", page, ...withoutLayout(opts) };
}

function auth(path: string, page: string, title: string, opts: RouteOptions = {}): AppRoute {
  return { path, title, access: "signed-in", layout: opts.layout ?? "standard", page, ...withoutLayout(opts) };
}

function withoutLayout(opts: RouteOptions): Omit<RouteOptions, "layout"> {
  const { layout: _layout, ...rest } = opts;
  return rest;
}

const SMALL_WORDS = new Set(["and", "of", "to"]);

/** "neighborhood-bbq" -> "Neighborhood Bbq"; the few names that need more care are spelled out below. */
function titleFromSlug(slug: string): string {
  return slug
    .split(/[-/]/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The 12 demo pages, one per built-in event type (their sample events live in shared/demos). */
export const DEMO_SLUGS = [
  "club-demo",
  "community-demo",
  "family-demo",
  "milestone-demo",
  "military-demo",
  "professional-demo",
  "school-demo",
  "social-demo",
  "sports-team-demo",
  "fraternity-sorority-demo",
  "friends-demo",
  "cultural-demo",
] as const;

/** The 53 quick-start templates (their content lives in shared/templates, loaded only by their pages). */
export const TEMPLATE_SLUGS = [
  "family",
  "school",
  "professional",
  "club",
  "milestone",
  "baby-shower",
  "birthday-party",
  "graduation",
  "wedding",
  "family-vacation",
  "group-trip",
  "adventure-tour",
  "destination-wedding",
  "cultural-exchange",
  "social",
  "community",
  "neighborhood-bbq",
  "town-hall-meeting",
  "volunteer-drive",
  "friends",
  "sports-team",
  "fraternity-sorority",
  "military",
  "corporate-conference",
  "team-building-retreat",
  "product-launch",
  "networking-mixer",
  "sales-kickoff",
  "sports-tournament",
  "sports-banquet",
  "fantasy-league-draft",
  "sports-camp",
  "championship-event",
  "music-festival",
  "comedy-show",
  "art-exhibition",
  "film-screening",
  "talent-show",
  "content-creator-meetup",
  "brand-launch-partnership",
  "social-media-campaign",
  "influencer-retreat",
  "product-review-event",
  "charity-gala",
  "auction-event",
  "crowdfunding-campaign",
  "walk-run-event",
  "benefit-concert",
  "workshop",
  "seminar",
  "training-session",
  "academic-conference",
  "study-group",
] as const;

export type DemoSlug = (typeof DEMO_SLUGS)[number];
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

const SLUG_TITLES: Record<string, string> = {
  "fraternity-sorority": "Fraternity & Sorority",
  "fraternity-sorority-demo": "Fraternity & Sorority Demo",
  "neighborhood-bbq": "Neighborhood BBQ",
  "walk-run-event": "Walk/Run Event",
  "sales-kickoff": "Sales Kick-off",
};

const slugTitle = (slug: string) => SLUG_TITLES[slug] ?? titleFromSlug(slug);

const PUBLIC_ROUTES: AppRoute[] = [
  pub("/", "home", "Home"),
  pub("/about", "about", "About"),
  pub("/contact", "contact", "Contact Us"),
  pub("/privacy", "privacy", "Privacy Policy"),
  pub("/terms", "terms", "Terms of Service", { layout: "none" }),
  pub("/pricing", "pricing", "Pricing"),
  pub("/ticket-confirmation", "ticket-confirmation", "Ticket Confirmation"),
  pub("/affiliate", "affiliate-program", "Affiliate Program"),
  pub("/test-scenarios", "test-scenarios", "Test Scenarios"),
  pub("/login", "login", "Sign In"),
  pub("/signup", "signup", "Sign Up"),
  pub("/signup-simple", "signup-simple", "Sign Up"),
  pub("/forgot-password", "forgot-password", "Forgot Password"),
  pub("/auth/callback", "auth-callback", "Signing In"),
  // The password-reset email may return to either path; one page serves both.
  pub("/auth/update-password", "reset-password", "Reset Password"),
  pub("/auth/magic-link", "magic-link", "Magic Link Sign-In"),
  pub("/reset-password", "reset-password", "Reset Password"),
  pub("/help", "help", "Help Center"),
  pub("/testing-guides", "testing-guides", "Testing Guides"),
  pub("/faq", "faq", "FAQ"),
  pub("/email-preview", "email-preview", "Email Preview"),
  pub("/reunion-demo", "reunion-demo", "Reunion Demo"),
  pub("/reunion-info/:reunionId?", "reunion-info", "Reunion Info"),
  pub("/shared-venue/:shareToken", "shared-venue", "Shared Venue"),
  pub("/volunteer-application/:token", "volunteer-application", "Volunteer Application"),
  pub("/event-info-preview/:shareToken", "event-info-preview", "Event Info Preview"),
  pub("/event-info-view/:shareToken", "event-info-view", "Event Info"),
  pub("/showcase/:shareToken", "sponsor-showcase", "Sponsor Showcase"),
  pub("/campaign/:shareToken", "fundraising-campaign", "Fundraising Campaign"),
  pub("/donation-success", "donation-success", "Donation Received"),
  // Not in the spec's table: a guest's personal invitation and an event's open RSVP link (issue 7).
  pub("/invitation/:token", "invitation", "Your Invitation"),
  pub("/join/:token", "public-rsvp", "RSVP"),
  // Not in the spec's table either: an event's ticket shop and the door scanner staff open by link (issue 8).
  pub("/tickets/:token", "ticket-shop", "Tickets"),
  pub("/scan/:token", "door-scanner", "Check-in Scanner", { layout: "none" }),
  // Nor is the unsubscribe link at the foot of an announcement mail.
  pub("/unsubscribe/:token", "unsubscribe", "Unsubscribe"),
  // Nor is the link of a mail inviting someone to a business account's team (ADR 032).
  pub("/team-invitation/:token", "team-invitation", "Team Invitation"),
  // Nor is a volunteer's own page, the personal link they get after applying (issue 23).
  pub("/volunteer/:token", "volunteer-page", "Volunteer"),
  ...DEMO_SLUGS.map((slug) => pub(`/demo/${slug}`, `demo-${slug}`, slugTitle(slug))),
  ...TEMPLATE_SLUGS.map((slug) => pub(`/templates/${slug}`, `template-${slug}`, `${slugTitle(slug)} Template`)),
];

const AFFILIATE_ROUTES: AppRoute[] = [
  auth("/affiliate/dashboard", "affiliate-dashboard", "Affiliate Dashboard"),
  auth("/affiliate/apply", "affiliate-apply", "Affiliate Application"),
  auth("/affiliate/marketing-materials", "affiliate-marketing-materials", "Affiliate Marketing Materials"),
  auth("/admin/affiliates", "admin-affiliates", "Affiliate Admin"),
];

const GENERAL_ROUTES: AppRoute[] = [
  auth("/dashboard", "dashboard", "Dashboard"),
  auth("/templates", "templates", "Quick Start Templates"),
  auth("/planner-directory", "planner-directory", "Planner Directory", { featureKey: "planner-directory" }),
  auth("/supplier-directory", "supplier-directory", "Supplier Directory", { featureKey: "supplier-directory" }),
  auth("/account-settings", "account-settings", "Account Settings"),
  auth("/settings", "settings", "Settings"),
  auth("/account", "account", "Account"),
  auth("/directory", "directory", "Directory", { featureKey: "directory-profiles" }),
  auth("/profile", "profile", "Profile", { featureKey: "directory-profiles" }),
  auth("/profiles", "profile", "Profile", { featureKey: "directory-profiles" }),
  auth("/profile-features", "profile-features", "Profile Features", { featureKey: "directory-profiles" }),
  auth("/user-registration", "profile", "Profile", { featureKey: "directory-profiles" }),
  auth("/registration", "profile", "Profile", { featureKey: "directory-profiles" }),
  auth("/search", "search-filters", "Search & Filters", { featureKey: "search-filters" }),
  auth("/search-filters", "search-filters", "Search & Filters", { featureKey: "search-filters" }),
  auth("/messages", "announcements", "Announcements", { featureKey: "announcements" }),
  auth("/private-messages", "private-messages", "Private Messages", { featureKey: "private-messages" }),
  auth("/premium/messages", "private-messages", "Private Messages", { featureKey: "private-messages" }),
  auth("/premium/private-messages", "private-messages", "Private Messages", { featureKey: "private-messages" }),
  auth("/messaging", "private-messages", "Private Messages", { featureKey: "private-messages" }),
  auth("/checklists", "checklists", "Printable Checklists", { featureKey: "printable-checklists" }),
  auth("/forum", "forum", "Forum"),
  auth("/chat", "chat", "Chat"),
  auth("/support", "support", "Support"),
  auth("/tagging", "tagging", "Tagging"),
  auth("/security", "security", "Security"),
  auth("/security-center", "security-center", "Security Center"),
  auth("/customization", "customization", "Customization", { featureKey: "custom-branding" }),
  auth("/analytics", "analytics", "Analytics", { featureKey: "basic-analytics" }),
  auth("/email", "email-marketing", "Email Marketing", { featureKey: "email-campaigns" }),
  auth("/email-marketing", "email-marketing", "Email Marketing", { featureKey: "email-campaigns" }),
  auth("/my-information-pages", "my-information-pages", "My Information Pages"),
  auth("/event-info", "event-info", "Event Info Pages"),
  auth("/event-info-editor/:pageId?", "event-info-editor", "Event Info Editor"),
];

const EVENT_ROUTES: AppRoute[] = [
  auth("/manage-events", "manage-events", "Manage Events", { featureKey: "events" }),
  auth("/create-event", "create-event", "Create Event"),
  auth("/edit-event/:eventId", "edit-event", "Edit Event"),
  auth("/event-details/:eventId", "event-details", "Event Details"),
  auth("/events/:id", "event-details", "Event Details"),
  auth("/setup-event", "setup-event", "Set Up Event", { redirectTo: "/manage-events" }),
];

const VENUE_ROUTES: AppRoute[] = [
  auth("/venues", "venues", "Venues", { featureKey: "venues" }),
  auth("/venues/:venueId", "venue-details", "Venue Details"),
  auth("/manage-venues", "manage-venues", "Manage Venues", { featureKey: "venues" }),
  auth("/create-venue", "create-venue", "Create Venue"),
  auth("/edit-venue/:venueId", "edit-venue", "Edit Venue"),
  auth("/venue-details/:venueId", "venue-details", "Venue Details"),
  auth("/search-venues", "search-venues", "Search Venues"),
  auth("/booking-calendar", "booking-calendar", "Booking Calendar"),
];

const ACTIVITY_ROUTES: AppRoute[] = [
  auth("/activities", "activities", "Activities", { featureKey: "activities" }),
  auth("/activities/schedule", "activity-schedule", "Activity Schedule"),
  auth("/manage-activities", "manage-activities", "Manage Activities", { featureKey: "activities" }),
  auth("/create-activity", "create-activity", "Create Activity"),
  auth("/edit-activity/:activityId", "edit-activity", "Edit Activity"),
  auth("/activity-details/:activityId", "activity-details", "Activity Details"),
];

const tickets = { featureKey: "ticket-management" };
const TICKET_ROUTES: AppRoute[] = [
  auth("/ticket-management", "ticket-management", "Ticket Management", tickets),
  auth("/ticket-management/activity/:activityId", "activity-tickets", "Activity Tickets", tickets),
  auth("/ticket-management/event/:eventId", "event-tickets", "Event Tickets", tickets),
  // The older short form of the activity tickets link.
  auth("/ticket-management/:activityId", "activity-tickets", "Activity Tickets", tickets),
];

const photos = { featureKey: "photo-gallery" };
const PHOTO_ROUTES: AppRoute[] = [
  auth("/photos", "gallery", "Photo Gallery", photos),
  auth("/gallery", "gallery", "Photo Gallery", photos),
  auth("/photo-gallery", "gallery", "Photo Gallery", photos),
  auth("/photo-gallery/upload", "photo-upload", "Upload Photos", photos),
  auth("/photo-gallery/albums", "photo-albums", "Photo Albums", photos),
  auth("/photo-gallery/view", "photo-view", "Photo Viewer", photos),
  auth("/photo-video-sharing", "gallery", "Photo Gallery", photos),
  auth("/media-sharing", "gallery", "Photo Gallery", photos),
  auth("/private-albums", "album-viewer", "Private Albums", photos),
  auth("/private-photo-albums", "album-viewer", "Private Albums", photos),
  auth("/premium/albums", "album-viewer", "Private Albums", photos),
];

const RSVP_CALENDAR_POLL_BUDGET_ROUTES: AppRoute[] = [
  auth("/rsvp", "rsvp", "RSVP Management", { featureKey: "rsvp-management" }),
  auth("/rsvp-functionality", "rsvp", "RSVP Management", { featureKey: "rsvp-management" }),
  auth("/calendar-integration", "calendar-integration", "Calendar Integration", { featureKey: "calendar-integration" }),
  auth("/interactive-calendar", "interactive-calendar", "Interactive Calendar", { featureKey: "interactive-calendar" }),
  auth("/payments", "payments", "Payments", { featureKey: "payment-collection" }),
  auth("/polls", "polls", "Polls & Surveys", { featureKey: "polls-surveys" }),
  auth("/polls-surveys", "polls", "Polls & Surveys", { featureKey: "polls-surveys" }),
  auth("/budgeting", "budgeting", "Budgeting Tools", { featureKey: "budgeting" }),
  auth("/budgeting-tools", "budgeting", "Budgeting Tools", { featureKey: "budgeting" }),
  auth("/budget-planning", "budget-planning", "Budget Planning", { featureKey: "budgeting" }),
  auth("/expense-tracking", "expense-tracking", "Expense Tracking", { featureKey: "budgeting" }),
  auth("/financial-reports", "financial-reports", "Financial Reports", { featureKey: "financial-reporting" }),
  // A read-only sample of a budget's summary: it belongs with the budgets (premium), not the reports (pro).
  auth("/financial-summary-example", "financial-summary-example", "Financial Summary Example", {
    featureKey: "budgeting",
  }),
  auth("/countdown", "countdown", "Event Countdown"),
  auth("/countdown-dashboard", "countdown", "Event Countdown"),
  auth("/premium/analytics", "premium-analytics", "Premium Analytics", { featureKey: "basic-analytics" }),
  auth("/premium/collections", "payment-collection", "Payment Collection", { featureKey: "payment-collection" }),
  auth("/payment-collection", "payment-collection", "Payment Collection", { featureKey: "payment-collection" }),
];

const PLANNING_ROUTES: AppRoute[] = [
  auth("/planning-network", "planning-network", "Planning Network", { featureKey: "planning-network" }),
  auth("/planning-journey", "planning-journey", "Planning Journey", { featureKey: "planning-journey" }),
  auth("/timeline", "timeline", "Interactive Timeline", { featureKey: "interactive-timeline" }),
  auth("/progress-board", "progress-board", "Progress Board", { featureKey: "progress-board" }),
  auth("/multi-event", "multi-event", "Multi-Event Itinerary", { featureKey: "multi-event-itinerary" }),
  auth("/lodging-travel", "lodging-travel", "Lodging & Travel", { featureKey: "lodging-travel" }),
  auth("/task-management", "task-management", "Advanced Task Management", { featureKey: "task-management" }),
  // Not in the spec's table: the tasks organisers gave the signed-in person. No plan: being given a task is
  // free, and the reminder mail of a guest who was given one links here.
  auth("/my-tasks", "my-tasks", "My Tasks"),
  auth("/video-galleries/:id?", "video-galleries", "Video Galleries", { featureKey: "video-gallery" }),
  auth("/video-gallery-creator", "video-galleries", "Video Galleries", { featureKey: "video-gallery" }),
  auth("/campaign-management/:campaignId", "campaign-management", "Campaign Management", {
    featureKey: "donations-fundraising",
  }),
];

/** [slug under /pro/, page id, page title, catalogue feature or the tier itself] */
const PRO_PAGES: ReadonlyArray<readonly [string, string, string, string | null]> = [
  ["travel", "pro-travel", "Travel Coordination", "lodging-travel"],
  ["lodging-travel", "pro-lodging-travel", "Lodging & Travel", "lodging-travel"],
  ["branding", "pro-branding", "Custom Domain & Branding", "custom-branding"],
  ["financial-reporting", "pro-financial-reporting", "Financial Reporting", "financial-reporting"],
  ["email-campaigns", "pro-email-campaigns", "Email Campaign Builder", "email-campaigns"],
  ["video-gallery", "pro-video-gallery", "Video Gallery & Slideshows", "video-gallery"],
  ["video/upload", "pro-video-upload", "Upload Videos", "video-gallery"],
  ["video/slideshow", "pro-video-slideshow", "Slideshow Creator", "video-gallery"],
  ["video/gallery", "pro-video-gallery-browse", "Video Gallery", "video-gallery"],
  ["planning-network", "pro-planning-network", "Planning Network", "planning-network"],
  ["planning-journey", "pro-planning-journey", "Planning Journey", "planning-journey"],
  ["interactive-timeline", "pro-interactive-timeline", "Interactive Timeline", "interactive-timeline"],
  ["timeline", "pro-timeline", "Timeline", "interactive-timeline"],
  ["multi-event-itinerary", "pro-multi-event-itinerary", "Multi-Event Itinerary", "multi-event-itinerary"],
  ["multi-event", "pro-multi-event", "Multi-Event Planning", "multi-event-itinerary"],
  ["progress-board", "pro-progress-board", "Progress Board", "progress-board"],
  ["task-management", "pro-task-management", "Advanced Task Management", "task-management"],
  ["dashboard", "pro-dashboard", "Pro Dashboard", null],
  ["analytics", "pro-analytics", "Pro Analytics", "advanced-analytics"],
  ["advanced-analytics", "pro-advanced-analytics", "Advanced Analytics", "advanced-analytics"],
  ["advanced-templates", "pro-advanced-templates", "Advanced Templates", null],
  ["white-label", "pro-white-label", "White Label", "custom-branding"],
  ["api-management", "pro-api-management", "API Management", null],
  ["master-itineraries", "pro-master-itineraries", "Master Itineraries", "multi-event-itinerary"],
  ["attendance-packages", "pro-attendance-packages", "Attendance Packages", null],
  ["resource-coordination", "pro-resource-coordination", "Resource Coordination", null],
  ["multi-event-analytics", "pro-multi-event-analytics", "Multi-Event Analytics", "advanced-analytics"],
  ["itinerary-builder", "pro-itinerary-builder", "Itinerary Builder", "multi-event-itinerary"],
];

/** [slug under /business/, page id, page title, catalogue feature or the tier itself] */
const BUSINESS_PAGES: ReadonlyArray<readonly [string, string, string, string | null]> = [
  ["dashboard", "business-dashboard", "Business Dashboard", null],
  ["attendee-data-export", "business-attendee-data-export", "Attendee Data Export", "data-export"],
  ["data-export", "data-export", "Data Export", "data-export"],
  [
    "custom-registration-forms",
    "business-custom-registration-forms",
    "Custom Registration Forms",
    "custom-registration-forms",
  ],
  ["registration-forms", "registration-forms", "Registration Forms", "custom-registration-forms"],
  ["admin-management", "business-admin-management", "Admin Management", "multi-admin"],
  ["multi-admin", "business-multi-admin", "Multi-Admin Accounts", "multi-admin"],
  ["bulk-operations", "business-bulk-operations", "Bulk Operations", null],
  ["integrations", "business-integrations", "Integrations", null],
  ["enterprise-analytics", "business-enterprise-analytics", "Enterprise Analytics", "enterprise-analytics"],
  ["custom-branding", "business-custom-branding", "Custom Branding", "professional-branding"],
  ["professional-branding", "business-professional-branding", "Professional Branding", "professional-branding"],
  ["sponsor-management", "business-sponsor-management", "Sponsor Management", "sponsor-management"],
  ["sponsors", "sponsors", "Sponsors", "sponsor-management"],
  ["fundraising-tools", "business-fundraising-tools", "Fundraising Tools", "donations-fundraising"],
  ["fundraising", "fundraising", "Fundraising", "donations-fundraising"],
  ["donation-fundraising", "business-donation-fundraising", "Donations & Fundraising", "donations-fundraising"],
  ["staff-management", "business-staff-management", "Staff Management", "volunteer-staff-management"],
  ["volunteers", "volunteers", "Volunteer & Staff Management", "volunteer-staff-management"],
  ["lead-generation", "business-lead-generation", "Lead Generation", "lead-generation"],
  ["staff-portal", "business-staff-portal", "Staff Communication Portal", "staff-portal"],
  ["priority-support", "business-priority-support", "Priority Support", "enterprise-support"],
  ["enterprise-support", "business-enterprise-support", "Enterprise Support", "enterprise-support"],
  ["account-manager", "business-account-manager", "Account Manager", "enterprise-support"],
  ["custom-forms", "business-custom-forms", "Custom Forms", "custom-registration-forms"],
  ["forms/builder", "business-form-builder", "Form Builder", "custom-registration-forms"],
  ["forms/templates", "business-form-templates", "Form Templates", "custom-registration-forms"],
  ["forms/active", "business-active-forms", "Active Forms", "custom-registration-forms"],
  ["market-research", "business-market-research", "Market Research", "market-research"],
  ["fundraising-tracking", "business-fundraising-tracking", "Fundraising Tracking", "donations-fundraising"],
];

/** Spec: "Aliases without prefix": each shows the page of /business/<same name>. */
const BUSINESS_ALIASES = ["registration-forms", "data-export", "sponsors", "fundraising", "volunteers"] as const;

function gatedBy(feature: string | null, tier: PlanType): RouteOptions {
  return feature === null ? { plan: tier } : { featureKey: feature };
}

const PRO_ROUTES: AppRoute[] = PRO_PAGES.map(([slug, page, title, feature]) =>
  auth(`/pro/${slug}`, page, title, gatedBy(feature, "pro")),
);

const BUSINESS_ROUTES: AppRoute[] = BUSINESS_PAGES.map(([slug, page, title, feature]) =>
  auth(`/business/${slug}`, page, title, gatedBy(feature, "business")),
);

const BUSINESS_ALIAS_ROUTES: AppRoute[] = BUSINESS_ALIASES.map((slug) => {
  const target = BUSINESS_ROUTES.find((route) => route.path === `/business/${slug}`)!;
  return { ...target, path: `/${slug}` };
});

const ADMIN_ROUTES: AppRoute[] = [
  auth("/admin", "admin", "Admin Management"),
  auth("/admin-management", "admin", "Admin Management"),
  auth("/admin/dashboard", "admin-dashboard", "Admin Dashboard"),
  auth("/admin/users", "admin-users", "Manage Users"),
  auth("/admin/events", "admin-events", "Manage Events (Admin)"),
  auth("/admin/venues", "admin-venues", "Manage Venues (Admin)"),
  auth("/admin/activities", "admin-activities", "Manage Activities (Admin)"),
  auth("/admin/invitations", "admin-invitations", "Invitations"),
  auth("/admin/subscriptions", "admin-subscriptions", "Subscriptions"),
];

const TESTING_ROUTES: AppRoute[] = [
  auth("/testing-dashboard", "testing-dashboard", "Testing Dashboard"),
  auth("/basic-plan-testing", "basic-plan-testing", "Basic Plan Testing"),
  auth("/premium-plan-testing", "premium-plan-testing", "Premium Plan Testing"),
  auth("/pro-plan-testing", "pro-plan-testing", "Pro Plan Testing"),
  auth("/business-plan-testing", "business-plan-testing", "Business Plan Testing"),
];

export const ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...AFFILIATE_ROUTES,
  ...GENERAL_ROUTES,
  ...EVENT_ROUTES,
  ...VENUE_ROUTES,
  ...ACTIVITY_ROUTES,
  ...TICKET_ROUTES,
  ...PHOTO_ROUTES,
  ...RSVP_CALENDAR_POLL_BUDGET_ROUTES,
  ...PLANNING_ROUTES,
  ...PRO_ROUTES,
  ...BUSINESS_ROUTES,
  ...BUSINESS_ALIAS_ROUTES,
  ...ADMIN_ROUTES,
  ...TESTING_ROUTES,
];

/** The tier a route needs: its feature's tier, else its own `plan`, else free. */
export function requiredPlanForRoute(route: AppRoute): PlanType {
  if (route.featureKey !== undefined) {
    const feature = findFeature(route.featureKey);
    if (feature) return feature.planType;
  }
  return route.plan ?? "free";
}

/** Whether the route's page sits behind a paid tier (the client wraps it in a plan gate). */
export function isPlanGated(route: AppRoute): boolean {
  return route.access === "signed-in" && planRank(requiredPlanForRoute(route)) > planRank("free");
}

interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

interface Segment {
  kind: "static" | "param" | "optional";
  value: string;
}

function parsePattern(path: string): Segment[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(":")) return { kind: "static", value: part.toLowerCase() };
      return part.endsWith("?")
        ? { kind: "optional", value: part.slice(1, -1) }
        : { kind: "param", value: part.slice(1) };
    });
}

const COMPILED = ROUTES.map((route) => ({ route, segments: parsePattern(route.path) }));

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Optional segments only ever come last in this table, so a pattern matches when every required segment
 * lines up and the path has at most the optional ones left over.
 */
function matchSegments(segments: Segment[], parts: string[]): Record<string, string | undefined> | null {
  const required = segments.filter((s) => s.kind !== "optional").length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment.kind === "static") {
      if (part === undefined || part.toLowerCase() !== segment.value) return null;
    } else if (part === undefined) {
      if (segment.kind === "param") return null;
      params[segment.value] = undefined;
    } else {
      params[segment.value] = decode(part);
    }
  }
  return params;
}

/** Static segments outrank parameters, as in React Router: /activities/schedule beats /activities/:id. */
function score(segments: Segment[], matchedLength: number): number {
  return segments.slice(0, Math.max(matchedLength, 0)).reduce((total, s) => total + (s.kind === "static" ? 10 : 3), 0);
}

/** The route a pathname resolves to (case-insensitive, trailing slash ignored), or null when none does. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const { route, segments } of COMPILED) {
    const params = matchSegments(segments, parts);
    if (params === null) continue;
    const value = score(segments, parts.length);
    if (best === null || value > best.score) best = { match: { route, params }, score: value };
  }
  return best?.match ?? null;
}

/** Pages where the global feature search stays out of the way. */
const SEARCH_HIDDEN_PATHS = new Set([
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
]);
// Also a guest's invitation pages (ours, not the spec's): a guest opens them from an email and has no
// account, so a search of the product's features would only distract.
const SEARCH_HIDDEN_PREFIXES = [
  "/templates",
  "/event-details",
  "/edit-event",
  "/invitation",
  "/join",
  "/tickets",
  "/scan",
  "/unsubscribe",
  "/team-invitation",
  "/volunteer-application",
  "/volunteer",
];

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0]!.toLowerCase();
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function showsFeatureSearch(pathname: string): boolean {
  const path = normalisePath(pathname);
  if (SEARCH_HIDDEN_PATHS.has(path)) return false;
  if (SEARCH_HIDDEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return matchRoute(path)?.route.layout !== "none";
}
