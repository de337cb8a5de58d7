/**
 * The header of every people-and-communication page: which of my events this page is about, with the
 * loading, failure and "no events yet" states around it. Renders `children(event)` once one is chosen.
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Users } from "lucide-react";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { CommunityNav } from "#client/components/community-nav.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useChosenMemberEvent, useMemberEvents } from "#client/lib/member-events.ts";
import { cn } from "#client/lib/utils.ts";

/** A labelled choice among some of my events. */
export function EventSelect({
  events,
  value,
  onChange,
  markOrganised = false,
  className,
}: {
  events: ReadonlyArray<Pick<TMemberEvent, "id" | "name"> & { role?: TMemberEvent["role"] }>;
  value: string;
  onChange: (eventId: string) => void;
  /** Says which of them I organise. */
  markOrganised?: boolean;
  className?: string;
}) {
  const selectId = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={selectId}>Event</Label>
      <NativeSelect id={selectId} value={value} onChange={(e) => onChange(e.target.value)}>
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
            {markOrganised && e.role === "organiser" ? " (organiser)" : ""}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function MemberEventPicker({
  children,
  noEventsText,
}: {
  children: (event: TMemberEvent) => ReactNode;
  /** Why this page needs an event, in its own words. */
  noEventsText: string;
}) {
  const events = useMemberEvents();
  const { chosen, choose } = useChosenMemberEvent(events.data);

  if (events.isPending) {
    return (
      <div role="status" aria-label="Loading your events" className="space-y-4">
        <Skeleton className="h-10 w-full max-w-sm" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (events.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your events"
        error={events.error}
        retrying={events.isRefetching}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (!chosen) {
    return (
      <EmptyState
        icon={Users}
        title="You're not part of any event yet"
        action={
          <Button asChild>
            <Link to="/create-event">Create an event</Link>
          </Button>
        }
      >
        {noEventsText}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <CommunityNav eventId={chosen.id} organiser={chosen.role === "organiser"} />
      {events.data.length > 1 ? (
        <EventSelect events={events.data} value={chosen.id} onChange={choose} markOrganised className="max-w-md" />
      ) : null}
      {children(chosen)}
    </div>
  );
}
