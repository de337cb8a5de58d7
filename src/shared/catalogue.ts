/**
 * Feature catalogue and the global feature search.
 * Pure: the dashboard, the search box and the plan gates on client and server all read this one list,
 * so a feature's tier or route can never disagree between the page that shows it and the route that guards it.
 */
import { accessOpens, type AccessLevels, type PlanType, PLAN_LABELS } from "./plans.ts";

export interface CatalogueFeature {
  key: string;
  title: string;
  description: string;
  /** Name of a lucide-react icon component; kept as a string so this module stays free of React. */
  icon: string;
  link: string;
  planType: PlanType;
  adminOnly: boolean;
  comingSoon: boolean;
  /**
   * Used by the people of an event inside it (reading the news, answering polls, the directory, messages):
   * the plan of the event's owner opens it for them, whatever their own plan (contract `planOf: "event"`).
   */
  forMembers?: true;
}

export interface CatalogueCategory {
  key: string;
  title: string;
  description: string;
  icon: string;
  features: CatalogueFeature[];
  adminOnly: boolean;
  separatorBefore: boolean;
  /** Only for a category that opens its own page instead of listing features (quick start templates). */
  link?: string;
}

export interface CatalogueFeatureWithCategory extends CatalogueFeature {
  categoryKey: string;
  categoryTitle: string;
}

export const CATEGORIES: readonly CatalogueCategory[] = [
  {
    key: "quick-start-templates",
    title: "Quick Start Templates",
    description:
      "Start from a ready-made plan for your kind of gathering, with activities, checklist, tasks and budget already filled in.",
    icon: "LayoutTemplate",
    link: "/templates",
    features: [],
    adminOnly: false,
    separatorBefore: false,
  },
  {
    key: "event-management",
    title: "Event & Venue Management",
    description: "Create your events, book the places they happen and fill them with activities, guests and tickets.",
    icon: "CalendarDays",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "events",
        title: "Events",
        description:
          "Create, edit and duplicate events with dates, time zone, location, capacity and a shareable info page.",
        icon: "CalendarDays",
        link: "/manage-events",
        planType: "free",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "venues",
        title: "Venues",
        description:
          "Keep every venue's address, capacity, contacts and photos in one place and see when each one is booked.",
        icon: "MapPin",
        link: "/venues",
        planType: "free",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "activities",
        title: "Activities",
        description:
          "Plan the dinners, tours and games inside your event with times, places, hosts and a day-by-day schedule.",
        icon: "PartyPopper",
        link: "/activities",
        planType: "free",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "printable-checklists",
        title: "Printable Checklists",
        description:
          "Tick off everything that needs doing with due dates and a clean print view to take along on the day.",
        icon: "ClipboardCheck",
        link: "/checklists",
        planType: "free",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "rsvp-management",
        title: "RSVP Management",
        description:
          "Invite your guests by email and watch yes, no and maybe replies, party sizes and meal choices come in live.",
        icon: "MailCheck",
        link: "/rsvp",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "ticket-management",
        title: "Ticket Management",
        description:
          "Sell tickets with QR codes, scan them at the door for fast check-ins and follow sales statistics.",
        icon: "Ticket",
        link: "/ticket-management",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "lodging-travel",
        title: "Lodging & Travel",
        description:
          "Coordinate hotel room blocks, room assignments and each guest's arrival, departure and transport.",
        icon: "Hotel",
        link: "/lodging-travel",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "multi-event-itinerary",
        title: "Multi-Event Itinerary",
        description:
          "Group several events into one itinerary with a separate RSVP for each and a combined schedule per guest.",
        icon: "Route",
        link: "/multi-event",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "people-teams",
    title: "People & Teams",
    description: "Bring your attendees, volunteers, staff and fellow organisers together in one place.",
    icon: "Users",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "directory-profiles",
        title: "Directory & Profiles",
        description:
          "Let attendees share a photo, bio and contact details, each with the privacy they choose, in a group directory.",
        icon: "Contact",
        link: "/directory",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
        forMembers: true,
      },
      {
        key: "search-filters",
        title: "Search & Filters",
        description: "Find anyone in your directory quickly by name, group, location or RSVP status.",
        icon: "Search",
        link: "/search-filters",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
        forMembers: true,
      },
      {
        key: "planning-network",
        title: "Planning Network",
        description: "Connect with other planners and share the venues and suppliers you trust.",
        icon: "Network",
        link: "/planning-network",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "volunteer-staff-management",
        title: "Volunteer & Staff Management",
        description:
          "Recruit volunteers with a public application form, approve them and fill every shift with the right people.",
        icon: "HandHelping",
        link: "/business/volunteers",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "multi-admin",
        title: "Multi-Admin Accounts",
        description: "Share the planning load by inviting up to 10 admin accounts to manage your events with you.",
        icon: "UserCog",
        link: "/business/multi-admin",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "communication",
    title: "Communication",
    description: "Keep everyone in the loop with announcements, direct messages and polished email campaigns.",
    icon: "MessageSquare",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "announcements",
        title: "Announcements",
        description: "Post news to all of an event's attendees, pin what matters and send it by email too.",
        icon: "Megaphone",
        link: "/messages",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
        forMembers: true,
      },
      {
        key: "private-messages",
        title: "Private Messages",
        description: "Chat one to one with the people who share your events, with unread counts and instant delivery.",
        icon: "MessagesSquare",
        link: "/private-messages",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
        forMembers: true,
      },
      {
        key: "email-campaigns",
        title: "Email Campaign Builder",
        description:
          "Design emails from blocks and templates, pick your audience, preview, schedule and track deliveries.",
        icon: "Mail",
        link: "/pro/email-campaigns",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "staff-portal",
        title: "Staff Communication Portal",
        description: "Give your staff and volunteers their own channel for each event to coordinate behind the scenes.",
        icon: "Headset",
        link: "/business/staff-portal",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "planning-tasks",
    title: "Planning & Tasks",
    description: "Turn the big day into clear steps with calendars, budgets, tasks and timelines.",
    icon: "ListChecks",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "calendar-integration",
        title: "Calendar Integration",
        description:
          "Subscribe to your events from Google, Apple or Outlook calendars and give guests an add-to-calendar link.",
        icon: "CalendarSync",
        link: "/calendar-integration",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "budgeting",
        title: "Budgeting Tools",
        description: "Plan your budget by category, log expenses with receipts and always know what is left to spend.",
        icon: "Wallet",
        link: "/budgeting",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "task-management",
        title: "Advanced Task Management",
        description:
          "Assign tasks with due dates, priorities, labels, subtasks and dependencies so nothing slips through.",
        icon: "SquareCheckBig",
        link: "/task-management",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "progress-board",
        title: "Progress Board",
        description: "Move tasks across a kanban board and see at a glance what is to do, in progress and done.",
        icon: "Kanban",
        link: "/progress-board",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "planning-journey",
        title: "Planning Journey",
        description:
          "Follow a guided milestone plan for your kind of event, from booking the venue to the final thank-you.",
        icon: "Milestone",
        link: "/planning-journey",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "interactive-timeline",
        title: "Interactive Timeline",
        description: "See tasks, milestones and activities laid out on a zoomable timeline leading up to your event.",
        icon: "ChartGantt",
        link: "/timeline",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "analytics-insights",
    title: "Analytics & Insights",
    description: "Understand how your events are doing, from RSVP counts to revenue and trends over time.",
    icon: "ChartColumn",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "basic-analytics",
        title: "Basic Analytics",
        description: "See RSVP and attendance numbers for each of your events at a glance.",
        icon: "ChartBar",
        link: "/analytics",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "advanced-analytics",
        title: "Advanced Analytics",
        description: "Follow trends over time with charts of ticket sales, check-ins and attendance.",
        icon: "ChartLine",
        link: "/pro/advanced-analytics",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "financial-reporting",
        title: "Financial Reporting",
        description: "Compare income with expenses per event or period and export the report to CSV, Excel or PDF.",
        icon: "FileSpreadsheet",
        link: "/financial-reports",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "enterprise-analytics",
        title: "Enterprise Analytics",
        description: "See the numbers across every event of your account in one combined view.",
        icon: "ChartPie",
        link: "/business/enterprise-analytics",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "market-research",
        title: "Market Research",
        description: "Learn what your audience wants from survey results gathered across all your events.",
        icon: "ClipboardList",
        link: "/business/market-research",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "lead-generation",
        title: "Lead Generation",
        description: "Capture leads from your public pages and forms, follow up on each one and export the list.",
        icon: "Magnet",
        link: "/business/lead-generation",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "financial-management",
    title: "Payments & Revenue",
    description: "Collect what guests owe, raise money for your cause and look after your sponsors.",
    icon: "CreditCard",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "payment-collection",
        title: "Payment Collection",
        description:
          "Request dues and fees from guests, record cash, transfer or card payments and track every balance.",
        icon: "HandCoins",
        link: "/payment-collection",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "donations-fundraising",
        title: "Donations & Fundraising",
        description: "Run fundraising campaigns with a goal, a public page showing progress and a donor list.",
        icon: "HeartHandshake",
        link: "/business/donation-fundraising",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "sponsor-management",
        title: "Sponsor Management",
        description:
          "Organise sponsors by tier with their benefits and amounts, and show them off on a public showcase.",
        icon: "Handshake",
        link: "/business/sponsor-management",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "media-content",
    title: "Media & Content",
    description: "Gather the photos and videos of your gatherings and the forms your guests fill in.",
    icon: "Image",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "photo-gallery",
        title: "Photo Gallery",
        description:
          "Upload photos in bulk, sort them into albums, keep some private and let guests browse and download.",
        icon: "Images",
        link: "/photo-gallery",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "video-gallery",
        title: "Video Gallery & Slideshows",
        description: "Share event videos and turn your photos into slideshows everyone can relive.",
        icon: "Clapperboard",
        link: "/pro/video-gallery",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "custom-registration-forms",
        title: "Custom Registration Forms",
        description: "Build your own registration forms with any fields you need and review every submission.",
        icon: "NotebookPen",
        link: "/business/custom-registration-forms",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "branding-customization",
    title: "Branding & Customization",
    description: "Make your public event pages look and feel like your own.",
    icon: "Palette",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "custom-branding",
        title: "Custom Domain & Branding",
        description: "Put your logo, colours and cover on public pages and serve them from your own domain.",
        icon: "Globe",
        link: "/pro/branding",
        planType: "pro",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "professional-branding",
        title: "Professional Branding",
        description: "Go fully white label, with no Gatherly branding on your public pages and emails.",
        icon: "BadgeCheck",
        link: "/business/professional-branding",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "engagement-tools",
    title: "Engagement Tools",
    description: "Get your guests involved before and during the event.",
    icon: "Vote",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "polls-surveys",
        title: "Polls & Surveys",
        description:
          "Ask guests what they think with quick polls and surveys, anonymous if you like, and see live results.",
        icon: "Vote",
        link: "/polls",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
        forMembers: true,
      },
      {
        key: "interactive-calendar",
        title: "Interactive Calendar",
        description: "See your events, activities, tasks and deadlines in month, week and day views.",
        icon: "CalendarRange",
        link: "/interactive-calendar",
        planType: "premium",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "administrative",
    title: "Administrative",
    description: "Take your data with you and get priority help when you need it.",
    icon: "Settings",
    adminOnly: false,
    separatorBefore: false,
    features: [
      {
        key: "data-export",
        title: "Data Export",
        description: "Download all of your account's data as CSV, Excel or JSON, even for very large events.",
        icon: "Download",
        link: "/business/data-export",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
      {
        key: "enterprise-support",
        title: "Enterprise Support",
        description: "Reach our team with priority support requests and follow each one until it is solved.",
        icon: "LifeBuoy",
        link: "/business/enterprise-support",
        planType: "business",
        adminOnly: false,
        comingSoon: false,
      },
    ],
  },
  {
    key: "event-planners-directory",
    title: "Event Planners Directory",
    description: "Browse the planners and suppliers who organise gatherings with Gatherly.",
    icon: "BookUser",
    adminOnly: true,
    separatorBefore: true,
    features: [
      {
        key: "planner-directory",
        title: "Planner Directory",
        description: "Find experienced event planners and see the kinds of gatherings they organise.",
        icon: "BookUser",
        link: "/planner-directory",
        planType: "free",
        adminOnly: true,
        comingSoon: false,
      },
      {
        key: "supplier-directory",
        title: "Supplier Directory",
        description: "Find caterers, photographers, venues and other suppliers recommended by planners.",
        icon: "Store",
        link: "/supplier-directory",
        planType: "free",
        adminOnly: true,
        comingSoon: true,
      },
    ],
  },
];

/**
 * Dashboard sidebar sections. Derived from CATEGORIES so
 * a renamed category cannot drift: templates have their own page and the planners directory is admin-only,
 * so neither is a dashboard section.
 */
export const DASHBOARD_CATEGORY_NAMES: readonly { key: string; title: string }[] = [
  { key: "dashboard", title: "At a Glance" },
  ...CATEGORIES.filter((category) => category.key !== "quick-start-templates" && !category.adminOnly).map(
    ({ key, title }) => ({ key, title }),
  ),
];

const FEATURES: readonly CatalogueFeatureWithCategory[] = CATEGORIES.flatMap((category) =>
  category.features.map((feature) => ({
    ...feature,
    categoryKey: category.key,
    categoryTitle: category.title,
  })),
);

/** A fresh array each call so a caller sorting or filtering in place cannot reorder the catalogue. */
export function allFeatures(): CatalogueFeatureWithCategory[] {
  return [...FEATURES];
}

export function findFeature(key: string): CatalogueFeatureWithCategory | undefined {
  return FEATURES.find((feature) => feature.key === key);
}

/** Exact match only: a route such as /venues/{id} is gated by its own page, not by its parent's tier. */
export function findFeatureByLink(path: string): CatalogueFeatureWithCategory | undefined {
  return FEATURES.find((feature) => feature.link === path);
}

/** The tier that opens the page at this path, or null when the catalogue does not gate it. */
export function requiredPlanForPath(path: string): PlanType | null {
  return findFeatureByLink(path)?.planType ?? null;
}

/** Global feature search: trimmed, case-insensitive substring match. */
export function searchFeatures(
  query: string,
  opts: { includeAdminOnly?: boolean } = {},
): CatalogueFeatureWithCategory[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return FEATURES.filter(
    (feature) =>
      (opts.includeAdminOnly === true || !feature.adminOnly) &&
      [feature.title, feature.description, feature.categoryTitle, feature.planType].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
}

/** Shown on a search result the user's plan cannot open. */
export function upgradeMessage(plan: PlanType): string {
  return `Upgrade to ${PLAN_LABELS[plan]} to access this feature`;
}

/** Notice shown before redirecting to /pricing from a feature the plan cannot open. */
export function premiumFeatureNotice(title: string): { title: string; description: string } {
  return {
    title: "Premium Feature",
    description: `${title} is a premium feature. Upgrade to gain access.`,
  };
}

/**
 * Whether a person may use a feature: their own plan opens it, or, for what the people of an event use inside
 * it, the plan of the owner of an event they attend does (`memberAccess`, from /api/account/me).
 */
export function featureOpens(
  feature: Pick<CatalogueFeature, "planType" | "forMembers">,
  access: AccessLevels,
  memberAccess?: AccessLevels,
): boolean {
  if (accessOpens(access, feature.planType)) return true;
  return feature.forMembers === true && memberAccess !== undefined && accessOpens(memberAccess, feature.planType);
}
