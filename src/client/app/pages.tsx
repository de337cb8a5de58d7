/**
 * Page id (the `page` of a route in #shared/routes.ts) -> the page component, loaded on demand so each page
 * is its own chunk. A route whose id is missing here shows the Coming soon page, so building a page means
 * adding one line below; aliases need nothing more, they share the id.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { DEMO_SLUGS, TEMPLATE_SLUGS } from "#shared/routes.ts";

export type PageComponent = LazyExoticComponent<ComponentType>;

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

const signUp = lazy(() => import("#client/features/auth/signup-page.tsx"));
// One page serves all 53 templates and one all 12 demos: each reads its slug from the path.
const templatePage = lazy(() => import("#client/features/templates/template-page.tsx"));
const demoPage = lazy(() => import("#client/features/demos/demo-page.tsx"));
const profilePage = lazy(() => import("#client/features/people/profile-page.tsx"));
const accountSettings = lazy(() => import("#client/features/account-settings/account-settings-page.tsx"));
const taskManagementPage = lazy(() => import("#client/features/tasks/task-management-page.tsx"));
const progressBoardPage = lazy(() => import("#client/features/tasks/progress-board-page.tsx"));
const myTasksPage = lazy(() => import("#client/features/tasks/my-tasks-page.tsx"));
const journeyPage = lazy(() => import("#client/features/planning/journey-page.tsx"));
const timelinePage = lazy(() => import("#client/features/planning/timeline-page.tsx"));

export const PAGES: Readonly<Partial<Record<string, PageComponent>>> = {
  // Whatever module the home page moves to, keep the catch: the spec gives it its own load-failure text.
  home: lazy(() => import("#client/features/marketing/home-page.tsx").catch(() => ({ default: HomeLoadError }))),
  signup: signUp,
  // The short sign-up path of the spec gets the one sign-up form we have rather than a placeholder.
  "signup-simple": signUp,
  login: lazy(() => import("#client/features/auth/login-page.tsx")),
  "forgot-password": lazy(() => import("#client/features/auth/forgot-password-page.tsx")),
  "reset-password": lazy(() => import("#client/features/auth/reset-password-page.tsx")),
  "magic-link": lazy(() => import("#client/features/auth/magic-link-page.tsx")),
  "auth-callback": lazy(() => import("#client/features/auth/auth-callback-page.tsx")),
  dashboard: lazy(() => import("#client/features/dashboard/dashboard-page.tsx")),
  "account-settings": accountSettings,
  account: accountSettings,
  settings: accountSettings,
  pricing: lazy(() => import("#client/features/marketing/pricing-page.tsx")),
  about: lazy(() => import("#client/features/marketing/about-page.tsx")),
  contact: lazy(() => import("#client/features/marketing/contact-page.tsx")),
  privacy: lazy(() => import("#client/features/marketing/privacy-page.tsx")),
  terms: lazy(() => import("#client/features/marketing/terms-page.tsx")),
  faq: lazy(() => import("#client/features/marketing/faq-page.tsx")),
  help: lazy(() => import("#client/features/marketing/help-page.tsx")),
  "testing-guides": lazy(() => import("#client/features/marketing/testing-guides-page.tsx")),
  "test-scenarios": lazy(() => import("#client/features/marketing/test-scenarios-page.tsx")),
  "affiliate-program": lazy(() => import("#client/features/marketing/affiliate-page.tsx")),
  "email-preview": lazy(() => import("#client/features/marketing/email-preview-page.tsx")),
  admin: lazy(() => import("#client/features/admin/admin-home-page.tsx")),
  "admin-dashboard": lazy(() => import("#client/features/admin/admin-dashboard-page.tsx")),
  "admin-users": lazy(() => import("#client/features/admin/admin-users-page.tsx")),
  "admin-subscriptions": lazy(() => import("#client/features/admin/admin-subscriptions-page.tsx")),
  "admin-events": lazy(() => import("#client/features/admin/admin-events-page.tsx")),
  "admin-venues": lazy(() => import("#client/features/admin/admin-venues-page.tsx")),
  "admin-activities": lazy(() => import("#client/features/admin/admin-activities-page.tsx")),
  "admin-invitations": lazy(() => import("#client/features/admin/admin-invitations-page.tsx")),
  "testing-dashboard": lazy(() => import("#client/features/plan-testing/testing-dashboard-page.tsx")),
  "basic-plan-testing": lazy(() => import("#client/features/plan-testing/basic-plan-testing-page.tsx")),
  "premium-plan-testing": lazy(() => import("#client/features/plan-testing/premium-plan-testing-page.tsx")),
  "pro-plan-testing": lazy(() => import("#client/features/plan-testing/pro-plan-testing-page.tsx")),
  "pro-dashboard": lazy(() => import("#client/features/pro-dashboard/pro-dashboard-page.tsx")),
  "business-plan-testing": lazy(() => import("#client/features/plan-testing/business-plan-testing-page.tsx")),
  "manage-events": lazy(() => import("#client/features/events/manage-events-page.tsx")),
  "create-event": lazy(() => import("#client/features/events/create-event-page.tsx")),
  "edit-event": lazy(() => import("#client/features/events/edit-event-page.tsx")),
  "event-details": lazy(() => import("#client/app/event-details-route.tsx")),
  venues: lazy(() => import("#client/features/venues/venues-page.tsx")),
  "manage-venues": lazy(() => import("#client/features/venues/venues-page.tsx")),
  "search-venues": lazy(() => import("#client/features/venues/search-venues-page.tsx")),
  "create-venue": lazy(() => import("#client/features/venues/create-venue-page.tsx")),
  "edit-venue": lazy(() => import("#client/features/venues/edit-venue-page.tsx")),
  "venue-details": lazy(() => import("#client/features/venues/venue-details-page.tsx")),
  "shared-venue": lazy(() => import("#client/features/venues/shared-venue-page.tsx")),
  "booking-calendar": lazy(() => import("#client/features/venues/booking-calendar-page.tsx")),
  templates: lazy(() => import("#client/features/templates/templates-page.tsx")),
  ...Object.fromEntries(TEMPLATE_SLUGS.map((slug) => [`template-${slug}`, templatePage])),
  ...Object.fromEntries(DEMO_SLUGS.map((slug) => [`demo-${slug}`, demoPage])),
  activities: lazy(() => import("#client/features/activities/activities-page.tsx")),
  "manage-activities": lazy(() => import("#client/features/activities/activities-page.tsx")),
  "create-activity": lazy(() => import("#client/features/activities/create-activity-page.tsx")),
  "edit-activity": lazy(() => import("#client/features/activities/edit-activity-page.tsx")),
  "activity-details": lazy(() => import("#client/features/activities/activity-details-page.tsx")),
  "activity-schedule": lazy(() => import("#client/features/activities/activity-schedule-page.tsx")),
  "my-information-pages": lazy(() => import("#client/features/info-pages/my-info-pages-page.tsx")),
  "event-info": lazy(() => import("#client/features/info-pages/event-info-page.tsx")),
  "event-info-editor": lazy(() => import("#client/features/info-pages/info-page-editor-page.tsx")),
  "event-info-preview": lazy(() => import("#client/features/info-pages/event-info-preview-page.tsx")),
  "event-info-view": lazy(() => import("#client/features/info-pages/event-info-view-page.tsx")),
  "reunion-demo": lazy(() => import("#client/features/info-pages/reunion-demo-page.tsx")),
  "reunion-info": lazy(() => import("#client/features/info-pages/reunion-info-page.tsx")),
  checklists: lazy(() => import("#client/features/checklists/checklists-page.tsx")),
  "calendar-integration": lazy(() => import("#client/features/calendar/calendar-integration-page.tsx")),
  "interactive-calendar": lazy(() => import("#client/features/calendar/interactive-calendar-page.tsx")),
  invitation: lazy(() => import("#client/app/invitation-route.tsx")),
  "public-rsvp": lazy(() => import("#client/features/rsvp/guest/public-rsvp-page.tsx")),
  "premium-analytics": lazy(() => import("#client/features/rsvp/analytics/analytics-page.tsx")),
  countdown: lazy(() => import("#client/features/countdown/countdown-page.tsx")),
  rsvp: lazy(() => import("#client/features/rsvp/rsvp-page.tsx")),
  "ticket-management": lazy(() => import("#client/features/tickets/ticket-management-page.tsx")),
  "event-tickets": lazy(() => import("#client/features/tickets/event-tickets-page.tsx")),
  "activity-tickets": lazy(() => import("#client/features/tickets/activity-tickets-page.tsx")),
  "ticket-shop": lazy(() => import("#client/features/tickets/guest/ticket-shop-page.tsx")),
  "ticket-confirmation": lazy(() => import("#client/features/tickets/guest/ticket-confirmation-page.tsx")),
  directory: lazy(() => import("#client/features/people/directory-page.tsx")),
  profile: profilePage,
  "profile-features": profilePage,
  "search-filters": lazy(() => import("#client/features/people/search-page.tsx")),
  tagging: lazy(() => import("#client/features/people/tagging-page.tsx")),
  announcements: lazy(() => import("#client/features/announcements/announcements-page.tsx")),
  unsubscribe: lazy(() => import("#client/features/announcements/unsubscribe-page.tsx")),
  "private-messages": lazy(() => import("#client/features/messages/messages-page.tsx")),
  polls: lazy(() => import("#client/features/polls/polls-page.tsx")),
  "planning-journey": journeyPage,
  "pro-planning-journey": journeyPage,
  timeline: timelinePage,
  "pro-timeline": timelinePage,
  "pro-interactive-timeline": timelinePage,
  budgeting: lazy(() => import("#client/features/budgets/budgeting-page.tsx")),
  "budget-planning": lazy(() => import("#client/features/budgets/budget-planning-page.tsx")),
  "expense-tracking": lazy(() => import("#client/features/budgets/expense-tracking-page.tsx")),
  "financial-summary-example": lazy(() => import("#client/features/budgets/financial-summary-example-page.tsx")),
  forum: lazy(() => import("#client/features/forum/forum-page.tsx")),
  "task-management": taskManagementPage,
  "pro-task-management": taskManagementPage,
  "progress-board": progressBoardPage,
  "my-tasks": myTasksPage,
  "pro-progress-board": progressBoardPage,
  chat: lazy(() => import("#client/features/forum/chat-page.tsx")),
  "door-scanner": lazy(() => import("#client/features/tickets/door/door-scanner-page.tsx")),
};

/** Not in the spec's table: the local mailbox of the zero-config mail set-up (docs/architecture.md). */
export const DevMailboxPage = lazy(() => import("#client/features/dev-mailbox/mailbox-page.tsx"));
