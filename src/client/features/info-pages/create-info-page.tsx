/**
 * /event-info-editor without an id: choose the event and a title; the server gives the new page its
 * starter sections in the event type's words, and the editor opens on it.
 */
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FilePlus2 } from "lucide-react";
import { ZInfoPageInput, type TInfoPageInput } from "#shared/info-pages/schemas.ts";
import { SECTION_TITLES } from "#shared/info-pages/starter.ts";
import { pluralTerm } from "#shared/words.ts";
import { BackLink } from "#client/components/back-link.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useEventOptions, type EventOption } from "#client/lib/event-options.ts";
import { submitFailureMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useCreateInfoPage } from "./api.ts";
import { editorPath } from "./info-page-bits.tsx";

interface CreateValues {
  eventId: string;
  title: string;
}

const resolver = shapedZodResolver<CreateValues, typeof ZInfoPageInput>(ZInfoPageInput, (values) => values);
const STARTER_TITLES = Object.values(SECTION_TITLES).join(", ");
const DEFAULT_PAGE_TITLE = "Everything you need to know";

function CreateForm({ events, initialEventId }: { events: EventOption[]; initialEventId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateInfoPage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateValues, unknown, TInfoPageInput>({
    resolver,
    defaultValues: {
      eventId: events.some((e) => e.id === initialEventId) ? initialEventId : (events[0]?.id ?? ""),
      title: DEFAULT_PAGE_TITLE,
    },
  });
  const eventId = useWatch({ control, name: "eventId" });
  const chosen = events.find((event) => event.id === eventId);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const page = await create.mutateAsync(input);
      successToast("Information page created", "It starts with sections you can change, reorder or remove.");
      void navigate(editorPath(page.id), { replace: true });
    } catch (error) {
      setFormError(submitFailureMessage(error, setError, ["eventId", "title"], "The page could not be created."));
    }
  });

  return (
    <form
      noValidate
      aria-label="Create information page"
      onSubmit={(event) => void submit(event)}
      className="space-y-6"
    >
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:pt-6">
          <FormField
            id={`${id}-event`}
            label="Event"
            required
            hint={
              chosen
                ? `A ${chosen.eventType.name} event: its page speaks of ${pluralTerm(chosen.eventType.memberTerm).toLowerCase()} and ${pluralTerm(chosen.eventType.groupTerm).toLowerCase()}.`
                : undefined
            }
            error={errors.eventId?.message}
          >
            {(props) => (
              <NativeSelect {...props} {...register("eventId")}>
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={`${id}-title`}
            label="Page title"
            required
            hint="Shown under the event's name."
            error={errors.title?.message}
          >
            {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("title")} />}
          </FormField>
          <p className="text-sm text-muted-foreground">
            The page starts with these sections, ready to edit: {STARTER_TITLES}.
          </p>
        </CardContent>
      </Card>
      {formError ? (
        <Alert variant="destructive" role="alert" title="The page was not created.">
          {formError}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/my-information-pages">Cancel</Link>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? null : <FilePlus2 aria-hidden="true" />}
          Create page
        </Button>
      </div>
    </form>
  );
}

export function CreateInfoPage() {
  const [search] = useSearchParams();
  const events = useEventOptions();
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <BackLink to="/my-information-pages">My information pages</BackLink>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">New information page</h1>
          <p className="text-muted-foreground">Everything guests need to know about an event, behind one link.</p>
        </div>
      </header>
      {events.isPending ? (
        <FormSkeleton label="Loading your events" />
      ) : events.isError ? (
        <LoadFailedAlert
          title="We couldn't load your events."
          error={events.error}
          retrying={events.isFetching}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <NoEventsYet>
          An information page tells guests about one of your events: its schedule, the way there and what to wear.
        </NoEventsYet>
      ) : (
        <CreateForm events={events.data} initialEventId={search.get("event") ?? ""} />
      )}
    </div>
  );
}
