import { useMemo } from "react";
import { useEventDetails } from "#client/lib/event-details.ts";
import { Link, useNavigate, useParams } from "react-router";
import { FormSkeleton, isNotFound } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useEventOptions, type EventOption } from "#client/lib/event-options.ts";
import { successToast } from "#client/lib/toast.ts";
import { useActivity, useUpdateActivity } from "./api.ts";
import { ActivityForm, activityToFormValues } from "./activity-form.tsx";
import { ActivityNotFound, PageLoadFailed } from "./activity-page-states.tsx";

/** /edit-activity/:activityId: the create form, filled in the event's own time zone. */
export default function EditActivityPage() {
  const { activityId = "" } = useParams();
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const options = useEventOptions();
  const parent = useEventDetails(activity.data?.eventId ?? "");
  const update = useUpdateActivity(activityId);

  // The activity's own event is always a choice, even when it is older than the picker's list.
  const events = useMemo((): EventOption[] => {
    const list = options.data ?? [];
    const own = parent.data;
    return own && !list.some((event) => event.id === own.id) ? [own, ...list] : list;
  }, [options.data, parent.data]);

  if (isNotFound(activity.error)) return <ActivityNotFound />;
  const failed = activity.isError ? activity : options.isError ? options : null;
  if (failed) {
    return (
      <PageLoadFailed
        title="We couldn't load this activity."
        error={failed.error}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  const ready = activity.data && options.data && (parent.data || parent.isError);
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {activity.data ? `Edit ${activity.data.name}` : "Edit activity"}
        </h1>
        <p className="text-muted-foreground">
          {activity.data
            ? `Part of ${activity.data.event.name}.`
            : "Changes show on the event's schedule once you save."}
        </p>
      </header>
      {ready && activity.data ? (
        <ActivityForm
          key={activity.data.id}
          defaultValues={activityToFormValues(activity.data)}
          events={events}
          submitLabel="Save changes"
          cancel={
            <Button asChild variant="outline">
              <Link to={`/activity-details/${activityId}`}>Cancel</Link>
            </Button>
          }
          onSubmit={async (input) => {
            const saved = await update.mutateAsync(input);
            successToast("Activity saved", `"${saved.name}" is up to date.`);
            await navigate(`/activity-details/${saved.id}`);
          }}
        />
      ) : (
        <FormSkeleton label="Loading the form" />
      )}
    </div>
  );
}
