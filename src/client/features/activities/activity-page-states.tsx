/** Page states the activity pages share: not found, no events to plan in, and a load failure. */
import { CalendarX2, ListChecks } from "lucide-react";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { LoadFailedAlert, NotFoundState, type LoadFailedAlertProps } from "#client/components/resource-states.tsx";

export function ActivityNotFound() {
  return (
    <NotFoundState
      titleId="activity-not-found-title"
      icon={CalendarX2}
      title="Activity not found"
      message="This activity may have been deleted, or the link is not quite right."
      backTo="/manage-activities"
      backLabel="Back to activities"
    />
  );
}

export function PageLoadFailed(props: Omit<LoadFailedAlertProps, "className">) {
  return <LoadFailedAlert {...props} className="mx-auto my-10 w-[calc(100%-2rem)] max-w-3xl" />;
}

/** Activities need an event to belong to. */
export function NoEventsToPlanIn() {
  return (
    <NoEventsYet icon={ListChecks}>
      Activities are the sessions inside an event: the dinner, the tour, the game. Set up the event, then plan what
      happens.
    </NoEventsYet>
  );
}
