/** The admin area's sections: one list for the section navigation and the admin home's links. */
import {
  Activity,
  CalendarDays,
  CreditCard,
  FlaskConical,
  LayoutDashboard,
  ListChecks,
  Mail,
  MapPin,
  Users,
  type LucideIcon,
} from "lucide-react";

interface AdminSection {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** For a section whose list comes with a later feature: what it waits for, shown on the admin home. */
  arrivesWith?: string;
}

const ADMIN_HOME_PATHS = ["/admin", "/admin-management"] as const;

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: "/admin",
    label: "Overview",
    description: "Counts, security status and the latest messages at a glance.",
    icon: LayoutDashboard,
  },
  {
    to: "/admin/users",
    label: "Users",
    description: "Find any account; change its plan, trial, lifetime flag or role; sign it out everywhere.",
    icon: Users,
  },
  {
    to: "/admin/subscriptions",
    label: "Subscriptions",
    description: "Every account by plan, with running trials, days left and lifetime plans.",
    icon: CreditCard,
  },
  {
    to: "/admin/dashboard",
    label: "Sessions & reports",
    description: "All active sessions, contact messages and content-policy reports.",
    icon: Activity,
  },
  {
    to: "/admin/events",
    label: "Events",
    description: "Every organiser's events, across accounts: find, view and delete.",
    icon: CalendarDays,
  },
  {
    to: "/admin/venues",
    label: "Venues",
    description: "Venues saved by organisers.",
    icon: MapPin,
  },
  {
    to: "/admin/activities",
    label: "Activities",
    description: "Sessions planned inside events.",
    icon: ListChecks,
  },
  {
    to: "/admin/invitations",
    label: "Invitations",
    description: "Guests invited to organisers' events, and their answers.",
    icon: Mail,
  },
  {
    to: "/testing-dashboard",
    label: "Plan testing",
    description: "See the product as a Free, Premium, Pro or Business user.",
    icon: FlaskConical,
  },
];

export function isSectionActive(section: AdminSection, pathname: string): boolean {
  if (section.to === "/admin") return (ADMIN_HOME_PATHS as readonly string[]).includes(pathname);
  return pathname === section.to || pathname.startsWith(`${section.to}/`);
}
