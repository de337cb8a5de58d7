/** Page-level states the event pages share: not found, load failure and the form's skeleton. */
import { CalendarX2 } from "lucide-react";
import {
  FormSkeleton as ResourceFormSkeleton,
  LoadFailedAlert,
  NotFoundState,
  type LoadFailedAlertProps,
} from "#client/components/resource-states.tsx";

export { isNotFound } from "#client/components/resource-states.tsx";

export function EventNotFound() {
  return (
    <NotFoundState
      titleId="event-not-found-title"
      icon={CalendarX2}
      title="Event not found"
      message="This event may have been deleted, or the link is not quite right."
      backTo="/manage-events"
      backLabel="Back to my events"
    />
  );
}

/** The load failure in the events pages' column. */
export function LoadFailed(props: Omit<LoadFailedAlertProps, "className">) {
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
      <LoadFailedAlert {...props} />
    </div>
  );
}

export function FormSkeleton() {
  return <ResourceFormSkeleton label="Loading the form" />;
}
