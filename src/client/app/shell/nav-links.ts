/** The header, drawer and footer links, in the order they appear. */
import { useAuth } from "#client/lib/auth.ts";
import { useIsAdmin } from "#client/lib/roles.ts";

export interface NavItem {
  to: string;
  label: string;
  /** Other pages (path prefixes) that belong to this link, so it shows as the current place there too. */
  alsoOn?: readonly string[];
}

/** Whether a link is the current place: its own page (exactly), or one of the pages that belong to it. */
export function isCurrent(item: NavItem, pathname: string, exactMatch: boolean): boolean {
  return exactMatch || (item.alsoOn ?? []).some((prefix) => pathname.startsWith(prefix));
}

const GUEST_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact Us" },
  { to: "/login", label: "Sign In" },
  { to: "/signup", label: "Sign Up" },
];

const MEMBER_LINKS: readonly NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  // The way back to an event's home from anywhere: the events list, current on every page of one event too.
  {
    to: "/manage-events",
    label: "My events",
    alsoOn: ["/event-details/", "/events/", "/edit-event/", "/create-event"],
  },
];

const ADMIN_LINKS: readonly NavItem[] = [
  { to: "/admin", label: "Admin" },
  { to: "/admin/affiliates", label: "Affiliate Admin" },
  { to: "/affiliate/dashboard", label: "Affiliate Dashboard" },
  { to: "/testing-dashboard", label: "Testing" },
];

/** Both directories are visible to everyone on the dashboard drawer but only admins may open them. */
export const DIRECTORY_LINKS: readonly NavItem[] = [
  { to: "/planner-directory", label: "Event Planners" },
  { to: "/supplier-directory", label: "Suppliers" },
];

export const ACCOUNT_SETTINGS_PATH = "/account-settings";
export const SIGN_OUT_REDIRECT = "/";

interface FooterLink extends NavItem {
  signedInOnly?: boolean;
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/#choose-your-plan", label: "Pricing" },
  { to: "/help", label: "Help Center", signedInOnly: true },
  { to: "/affiliate", label: "Affiliate Program" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
];

export type ShellNav =
  | { status: "loading"; links: readonly NavItem[]; isAdmin: false }
  | { status: "guest"; links: readonly NavItem[]; isAdmin: false }
  | { status: "member"; links: readonly NavItem[]; isAdmin: boolean };

/** Which links the visitor gets. Nothing while the session is unknown, so guest links never flash. */
export function useShellNav(): ShellNav {
  const { isAuthenticated, isLoading } = useAuth();
  const isAdmin = useIsAdmin();
  if (isLoading) return { status: "loading", links: [], isAdmin: false };
  if (!isAuthenticated) return { status: "guest", links: GUEST_LINKS, isAdmin: false };
  return { status: "member", links: isAdmin ? [...MEMBER_LINKS, ...ADMIN_LINKS] : MEMBER_LINKS, isAdmin };
}
