/**
 * Page id (the `page` of a route in #shared/routes.ts) -> the page component, loaded on demand (the build
 * groups pages into a file per feature area: scripts/chunk-groups.ts). A route whose id is missing here shows
 * the Coming soon page, so building a page means adding one line below; aliases need nothing more, they share
 * the id. Each page can be preloaded: the router starts its download when the route is entered, before the
 * session is known, and on hover or focus of a link to it (route-preload.ts).
 */
import type { ComponentType, LazyExoticComponent } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { lazyWithPreload } from "#client/lib/lazy-with-preload.ts";
import { DEMO_SLUGS, TEMPLATE_SLUGS } from "#shared/routes.ts";

type PageComponent = LazyExoticComponent<ComponentType> & { preload: () => void };

const page = (load: () => Promise<{ default: ComponentType }>): PageComponent => lazyWithPreload(load);

/** The home page has its own message when its code cannot be loaded. */
function HomeLoadError() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center"
    >
      <p className="text-lg font-medium">Error loading Home page. Please refresh.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Refresh page
      </Button>
    </div>
  );
}

const signUp = page(() => import("#client/features/auth/signup-page.tsx"));
// One page serves all 53 templates and one all 12 demos: each reads its slug from the path.
const templatePage = page(() => import("#client/features/templates/template-page.tsx"));
const demoPage = page(() => import("#client/features/demos/demo-page.tsx"));
const profilePage = page(() => import("#client/features/people/profile-page.tsx"));
const accountSettings = page(() => import("#client/features/account-settings/account-settings-page.tsx"));
const taskManagementPage = page(() => import("#client/features/tasks/task-management-page.tsx"));
const progressBoardPage = page(() => import("#client/features/tasks/progress-board-page.tsx"));
const myTasksPage = page(() => import("#client/features/tasks/my-tasks-page.tsx"));
const journeyPage = page(() => import("#client/features/planning/journey-page.tsx"));
const timelinePage = page(() => import("#client/features/planning/timeline-page.tsx"));
const teamPage = page(() => import("#client/features/team/team-page.tsx"));
const volunteersPage = page(() => import("#client/features/volunteers/volunteers-page.tsx"));
// The volunteer's application form and their own page: one download (the home page's budget has no room for two).
const volunteerGuestPage = page(() => import("#client/features/volunteers/guest/volunteer-guest-page.tsx"));

export const PAGES: Readonly<Partial<Record<string, PageComponent>>> = {
  // Whatever module the home page moves to, keep the catch: the spec gives it its own load-failure text.
  home: page(() => import("#client/features/marketing/home-page.tsx").catch(() => ({ default: HomeLoadError }))),
  signup: signUp,
  // The short sign-up path of the spec gets the one sign-up form we have rather than a placeholder.
  "signup-simple": signUp,
  login: page(() => import("#client/features/auth/login-page.tsx")),
  "forgot-password": page(() => import("#client/features/auth/forgot-password-page.tsx")),
  "reset-password": page(() => import("#client/features/auth/reset-password-page.tsx")),
  "magic-link": page(() => import("#client/features/auth/magic-link-page.tsx")),
  "auth-callback": page(() => import("#client/features/auth/auth-callback-page.tsx")),
  dashboard: page(() => import("#client/features/dashboard/dashboard-page.tsx")),
  "account-settings": accountSettings,
  account: accountSettings,
  settings: accountSettings,
  pricing: page(() => import("#client/features/marketing/pricing-page.tsx")),
  about: page(() => import("#client/features/marketing/about-page.tsx")),
  contact: page(() => import("#client/features/marketing/contact-page.tsx")),
  privacy: page(() => import("#client/features/marketing/privacy-page.tsx")),
  terms: page(() => import("#client/features/marketing/terms-page.tsx")),
  faq: page(() => import("#client/features/marketing/faq-page.tsx")),
  help: page(() => import("#client/features/marketing/help-page.tsx")),
  "testing-guides": page(() => import("#client/features/marketing/testing-guides-page.tsx")),
  "test-scenarios": page(() => import("#client/features/marketing/test-scenarios-page.tsx")),
  "affiliate-program": page(() => import("#client/features/marketing/affiliate-page.tsx")),
  "email-preview": page(() => import("#client/features/marketing/email-preview-page.tsx")),
  admin: page(() => import("#client/features/admin/admin-home-page.tsx")),
  "admin-dashboard": page(() => import("#client/features/admin/admin-dashboard-page.tsx")),
  "admin-users": page(() => import("#client/features/admin/admin-users-page.tsx")),
  "admin-subscriptions": page(() => import("#client/features/admin/admin-subscriptions-page.tsx")),
  "admin-events": page(() => import("#client/features/admin/admin-events-page.tsx")),
  "admin-venues": page(() => import("#client/features/admin/admin-venues-page.tsx")),
  "admin-activities": page(() => import("#client/features/admin/admin-activities-page.tsx")),
  "admin-invitations": page(() => import("#client/features/admin/admin-invitations-page.tsx")),
  "testing-dashboard": page(() => import("#client/features/plan-testing/testing-dashboard-page.tsx")),
  "basic-plan-testing": page(() => import("#client/features/plan-testing/basic-plan-testing-page.tsx")),
  "premium-plan-testing": page(() => import("#client/features/plan-testing/premium-plan-testing-page.tsx")),
  "pro-plan-testing": page(() => import("#client/features/plan-testing/pro-plan-testing-page.tsx")),
  "pro-dashboard": page(() => import("#client/features/pro-dashboard/pro-dashboard-page.tsx")),
  "business-plan-testing": page(() => import("#client/features/plan-testing/business-plan-testing-page.tsx")),
  "manage-events": page(() => import("#client/features/events/manage-events-page.tsx")),
  "create-event": page(() => import("#client/features/events/create-event-page.tsx")),
  "edit-event": page(() => import("#client/features/events/edit-event-page.tsx")),
  "event-details": page(() => import("#client/app/event-details-route.tsx")),
  venues: page(() => import("#client/features/venues/venues-page.tsx")),
  "manage-venues": page(() => import("#client/features/venues/venues-page.tsx")),
  "search-venues": page(() => import("#client/features/venues/search-venues-page.tsx")),
  "create-venue": page(() => import("#client/features/venues/create-venue-page.tsx")),
  "edit-venue": page(() => import("#client/features/venues/edit-venue-page.tsx")),
  "venue-details": page(() => import("#client/features/venues/venue-details-page.tsx")),
  "shared-venue": page(() => import("#client/features/venues/shared-venue-page.tsx")),
  "booking-calendar": page(() => import("#client/features/venues/booking-calendar-page.tsx")),
  templates: page(() => import("#client/features/templates/templates-page.tsx")),
  ...Object.fromEntries(TEMPLATE_SLUGS.map((slug) => [`template-${slug}`, templatePage])),
  ...Object.fromEntries(DEMO_SLUGS.map((slug) => [`demo-${slug}`, demoPage])),
  activities: page(() => import("#client/features/activities/activities-page.tsx")),
  "manage-activities": page(() => import("#client/features/activities/activities-page.tsx")),
  "create-activity": page(() => import("#client/features/activities/create-activity-page.tsx")),
  "edit-activity": page(() => import("#client/features/activities/edit-activity-page.tsx")),
  "activity-details": page(() => import("#client/features/activities/activity-details-page.tsx")),
  "activity-schedule": page(() => import("#client/features/activities/activity-schedule-page.tsx")),
  "my-information-pages": page(() => import("#client/features/info-pages/my-info-pages-page.tsx")),
  "event-info": page(() => import("#client/features/info-pages/event-info-page.tsx")),
  "event-info-editor": page(() => import("#client/features/info-pages/info-page-editor-page.tsx")),
  "event-info-preview": page(() => import("#client/features/info-pages/event-info-preview-page.tsx")),
  "event-info-view": page(() => import("#client/features/info-pages/event-info-view-page.tsx")),
  "reunion-demo": page(() => import("#client/features/info-pages/reunion-demo-page.tsx")),
  "reunion-info": page(() => import("#client/features/info-pages/reunion-info-page.tsx")),
  checklists: page(() => import("#client/features/checklists/checklists-page.tsx")),
  "calendar-integration": page(() => import("#client/features/calendar/calendar-integration-page.tsx")),
  "interactive-calendar": page(() => import("#client/features/calendar/interactive-calendar-page.tsx")),
  invitation: page(() => import("#client/app/invitation-route.tsx")),
  "public-rsvp": page(() => import("#client/features/rsvp/guest/public-rsvp-page.tsx")),
  "premium-analytics": page(() => import("#client/features/rsvp/analytics/analytics-page.tsx")),
  countdown: page(() => import("#client/features/countdown/countdown-page.tsx")),
  rsvp: page(() => import("#client/features/rsvp/rsvp-page.tsx")),
  "ticket-management": page(() => import("#client/features/tickets/ticket-management-page.tsx")),
  "event-tickets": page(() => import("#client/features/tickets/event-tickets-page.tsx")),
  "activity-tickets": page(() => import("#client/features/tickets/activity-tickets-page.tsx")),
  "ticket-shop": page(() => import("#client/features/tickets/guest/ticket-shop-page.tsx")),
  "ticket-confirmation": page(() => import("#client/features/tickets/guest/ticket-confirmation-page.tsx")),
  directory: page(() => import("#client/features/people/directory-page.tsx")),
  profile: profilePage,
  "profile-features": profilePage,
  "search-filters": page(() => import("#client/features/people/search-page.tsx")),
  tagging: page(() => import("#client/features/people/tagging-page.tsx")),
  announcements: page(() => import("#client/features/announcements/announcements-page.tsx")),
  unsubscribe: page(() => import("#client/features/announcements/unsubscribe-page.tsx")),
  "private-messages": page(() => import("#client/features/messages/messages-page.tsx")),
  polls: page(() => import("#client/features/polls/polls-page.tsx")),
  "planning-journey": journeyPage,
  "pro-planning-journey": journeyPage,
  timeline: timelinePage,
  "pro-timeline": timelinePage,
  "pro-interactive-timeline": timelinePage,
  budgeting: page(() => import("#client/features/budgets/budgeting-page.tsx")),
  "budget-planning": page(() => import("#client/features/budgets/budget-planning-page.tsx")),
  "expense-tracking": page(() => import("#client/features/budgets/expense-tracking-page.tsx")),
  "financial-summary-example": page(() => import("#client/features/budgets/financial-summary-example-page.tsx")),
  forum: page(() => import("#client/features/forum/forum-page.tsx")),
  "task-management": taskManagementPage,
  "pro-task-management": taskManagementPage,
  "progress-board": progressBoardPage,
  "my-tasks": myTasksPage,
  "pro-progress-board": progressBoardPage,
  chat: page(() => import("#client/features/forum/chat-page.tsx")),
  "door-scanner": page(() => import("#client/features/tickets/door/door-scanner-page.tsx")),
  "business-admin-management": teamPage,
  "business-multi-admin": teamPage,
  "business-dashboard": page(() => import("#client/features/business-dashboard/business-dashboard-page.tsx")),
  "business-bulk-operations": page(() => import("#client/features/bulk-operations/bulk-operations-page.tsx")),
  "business-staff-portal": page(() => import("#client/features/staff-portal/staff-portal-page.tsx")),
  "team-invitation": page(() => import("#client/features/team/team-invitation-page.tsx")),
  volunteers: volunteersPage,
  "business-staff-management": volunteersPage,
  "volunteer-application": volunteerGuestPage,
  "volunteer-page": volunteerGuestPage,
};

/** Not in the spec's table: the local mailbox of the zero-config mail set-up (docs/architecture.md). */
export const DevMailboxPage = page(() => import("#client/features/dev-mailbox/mailbox-page.tsx"));

const ComingSoonPage = page(() => import("#client/features/coming-soon/coming-soon-page.tsx"));

/** The page of a page id: its own, or Coming soon for one not built yet. */
export function pageFor(id: string): PageComponent {
  return PAGES[id] ?? ComingSoonPage;
}
