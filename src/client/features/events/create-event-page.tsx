import { Link, useNavigate } from "react-router";
import { PREFERRED_EVENT_TYPE_STORAGE_KEY } from "#shared/event-types.ts";
import { Button } from "#client/components/ui/button.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useCreateEvent, useEventTypes, usePreferredEventType, useTimeZoneNames } from "./api.ts";
import { EventForm, newEventValues } from "./event-form.tsx";
import { FormSkeleton, LoadFailed } from "./event-page-states.tsx";
import { browserTimeZone } from "#shared/zoned-time.ts";

function storedPreference(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_EVENT_TYPE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** /create-event: a new event, on the user's preferred type and in the browser's time zone. */
export default function CreateEventPage() {
  const navigate = useNavigate();
  const types = useEventTypes();
  const preferred = usePreferredEventType();
  const zones = useTimeZoneNames();
  const create = useCreateEvent();

  // The preference only picks a default, so its failure must not block the form.
  const waiting = types.isPending || (preferred.isPending && !preferred.isError);
  const list = types.data ?? [];
  const wanted = preferred.data?.eventTypeId ?? storedPreference();
  const defaultType = list.find((type) => type.id === wanted)?.id ?? list[0]?.id ?? "";

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Create event</h1>
        <p className="text-muted-foreground">Start with the basics. You can keep it as a draft and finish later.</p>
      </header>
      {types.isError ? (
        <LoadFailed
          title="We couldn't load the event types."
          error={types.error}
          retrying={types.isFetching}
          onRetry={() => void types.refetch()}
        />
      ) : waiting ? (
        <FormSkeleton />
      ) : (
        <EventForm
          defaultValues={newEventValues(defaultType, browserTimeZone())}
          eventTypes={list}
          timeZoneNames={zones.data}
          submitLabel="Create event"
          cancel={
            <Button asChild variant="outline">
              <Link to="/manage-events">Cancel</Link>
            </Button>
          }
          onSubmit={async (input) => {
            const event = await create.mutateAsync(input);
            successToast("Event created", `"${event.name}" was saved.`);
            await navigate(`/event-details/${event.id}`);
          }}
        />
      )}
    </div>
  );
}
