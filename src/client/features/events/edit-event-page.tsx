import { Link, useNavigate, useParams } from "react-router";
import { useEventDetails } from "#client/lib/event-details.ts";
import { Button } from "#client/components/ui/button.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useEventTypes, useTimeZoneNames, useUpdateEvent } from "./api.ts";
import { CoverImageCard } from "./cover-image-card.tsx";
import { EventForm, eventToFormValues } from "./event-form.tsx";
import { EventNotFound, FormSkeleton, isNotFound, LoadFailed } from "./event-page-states.tsx";

/** /edit-event/:eventId: the create form, filled with the event's values in its own time zone. */
export default function EditEventPage() {
  const { eventId = "" } = useParams();
  const navigate = useNavigate();
  const event = useEventDetails(eventId);
  const types = useEventTypes();
  const zones = useTimeZoneNames();
  const update = useUpdateEvent(eventId);

  if (isNotFound(event.error)) return <EventNotFound />;
  const failed = event.isError ? event : types.isError ? types : null;
  if (failed) {
    return (
      <LoadFailed
        title="We couldn't load this event."
        error={failed.error}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {event.data ? `Edit ${event.data.name}` : "Edit event"}
        </h1>
        <p className="text-muted-foreground">Changes show everywhere the event appears once you save.</p>
      </header>
      {event.data ? <CoverImageCard event={event.data} /> : null}
      {event.data && types.data ? (
        <EventForm
          // A fresh form per event, so its defaults are that event's values.
          key={event.data.id}
          defaultValues={eventToFormValues(event.data)}
          eventTypes={types.data}
          timeZoneNames={zones.data}
          submitLabel="Save changes"
          cancel={
            <Button asChild variant="outline">
              <Link to={`/event-details/${eventId}`}>Cancel</Link>
            </Button>
          }
          onSubmit={async (input) => {
            const saved = await update.mutateAsync(input);
            successToast("Event saved", `"${saved.name}" is up to date.`);
            await navigate(`/event-details/${saved.id}`);
          }}
        />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
