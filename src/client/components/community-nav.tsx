/**
 * The pages an event's people share, one tap apart. Forum, chat and tagging have no card in the feature
 * catalogue (so neither the dashboard nor the feature search lists them); this row is how people find them.
 * Each link keeps the chosen event.
 */
import { NavLink } from "react-router";
import { cn } from "#client/lib/utils.ts";

const PAGES: ReadonlyArray<{ path: string; label: string; organisersOnly?: boolean }> = [
  { path: "/directory", label: "Directory" },
  { path: "/messages", label: "Announcements" },
  { path: "/private-messages", label: "Private messages" },
  { path: "/forum", label: "Forum" },
  { path: "/chat", label: "Chat" },
  { path: "/polls", label: "Polls" },
  { path: "/tagging", label: "Tagging", organisersOnly: true },
];

export function CommunityNav({ eventId, organiser }: { eventId?: string; organiser: boolean }) {
  return (
    <nav aria-label="People and communication" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-2">
        {PAGES.filter((page) => organiser || !page.organisersOnly).map((page) => (
          <li key={page.path}>
            <NavLink
              to={eventId && page.path !== "/private-messages" ? `${page.path}?event=${eventId}` : page.path}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-4 focus-visible:ring-ring/20 focus-visible:outline-none",
                  isActive
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-surface text-foreground/80 hover:bg-muted hover:text-foreground",
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
