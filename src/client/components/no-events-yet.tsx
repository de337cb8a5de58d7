/**
 * For a feature whose pages work on an event (activities, checklists, info pages) when the organiser has
 * none yet: say why an event comes first, and offer to create one.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarPlus, type LucideIcon } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { Button } from "#client/components/ui/button.tsx";

export function NoEventsYet({
  icon = CalendarPlus,
  title = "Create an event first",
  children,
}: {
  icon?: LucideIcon;
  title?: string;
  /** Why this feature needs an event, in its own words. */
  children: ReactNode;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Button asChild>
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            Create an event
          </Link>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
