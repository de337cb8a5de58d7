import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { ChevronDown, RefreshCw, Shapes } from "lucide-react";
import { PREFERRED_EVENT_TYPE_STORAGE_KEY, preferenceUpdatedMessage, type TEventType } from "#shared/event-types.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { cn } from "#client/lib/utils.ts";
import { useEventTypes, usePreferredEventType, useSavePreferredEventType } from "./api.ts";
import { SettingsSection } from "./settings-section.tsx";

const PREFERENCE_FAILED_MESSAGE = "Failed to update your preferred event type.";

/** The device keeps a copy so pages that start new events can preselect it before anything loads. */
function rememberLocally(eventTypeId: string): void {
  try {
    window.localStorage.setItem(PREFERRED_EVENT_TYPE_STORAGE_KEY, eventTypeId);
  } catch {
    // Storage can be full or blocked (private mode); the server copy is the one that counts.
  }
}

interface EventTypeFormValues {
  eventTypeId: string;
}

const FIELD_NAMES = ["eventTypeId"] as const satisfies ReadonlyArray<keyof EventTypeFormValues>;

/**
 * A refused choice (400 wrong id format, 404 no such type) is said under the select in the server's words,
 * even when they name no field. Every failure also gets the toast, and only the toast when it is not a refusal.
 */
function refusal(error: unknown): ApiError | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return null;
  const eventTypeId = error.fields?.eventTypeId ?? error.message;
  return new ApiError(error.status, error.code, error.message, { ...error.fields, eventTypeId });
}

const selectClass = cn(
  "flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-input bg-surface pr-10 pl-3 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
  "transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
);

function EventTypeSkeleton() {
  return (
    <div role="status" aria-label="Loading event types" className="space-y-4">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-10 w-full rounded-lg" />
      <Skeleton className="h-20 w-full rounded-lg" />
    </div>
  );
}

function EventTypeForm({ types, savedId, explicit }: { types: TEventType[]; savedId: string; explicit: boolean }) {
  const idPrefix = useId();
  const save = useSavePreferredEventType();
  const fallbackId = types[0]?.id ?? savedId;
  const initialId = types.some((t) => t.id === savedId) ? savedId : fallbackId;
  const {
    register,
    control,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<EventTypeFormValues, EventTypeFormValues>({
    defaultValues: { eventTypeId: initialId },
    fieldNames: FIELD_NAMES,
    // `formError` is not shown: the toast says it (see refusal).
    failure: PREFERENCE_FAILED_MESSAGE,
  });
  const selectedId = useWatch({ control, name: "eventTypeId" });
  const error = errors.eventTypeId?.message;
  const selected = types.find((t) => t.id === selectedId) ?? types[0];
  const unchanged = explicit && selectedId === savedId;

  // A saved choice made on another device becomes this device's copy too.
  useEffect(() => {
    if (explicit) rememberLocally(savedId);
  }, [explicit, savedId]);

  const submit = submitWith(async ({ eventTypeId }) => {
    const result = await save.mutateAsync(eventTypeId).catch((failure: unknown) => {
      errorToast(PREFERENCE_FAILED_MESSAGE);
      throw refusal(failure) ?? failure;
    });
    rememberLocally(result.eventTypeId);
    successToast("Preference Updated", preferenceUpdatedMessage(result.name));
  });

  const selectId = `${idPrefix}-select`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={selectId}>Event type</Label>
          {explicit ? <Badge variant="success">Saved</Badge> : <Badge variant="neutral">Default</Badge>}
        </div>
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {explicit
            ? "New events start with this type. You can still pick another for each event."
            : `Not chosen yet, so ${types[0]?.name ?? "the first type"} is used. Save a choice to make it yours.`}
        </p>
        <div className="relative">
          <select
            id={selectId}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            disabled={isSubmitting}
            className={selectClass}
            {...register("eventTypeId")}
          >
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
        <FieldError id={errorId} message={error} />
      </div>

      {selected ? (
        <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite">
          <p className="text-sm text-pretty text-muted-foreground">{selected.description}</p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-surface px-3 py-2 shadow-xs">
              <dt className="text-xs text-muted-foreground">Groups are called</dt>
              <dd className="font-medium">{selected.groupTerm}</dd>
            </div>
            <div className="rounded-lg bg-surface px-3 py-2 shadow-xs">
              <dt className="text-xs text-muted-foreground">People are called</dt>
              <dd className="font-medium">{selected.memberTerm}</dd>
            </div>
          </dl>
        </div>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={unchanged}>
          Save preference
        </Button>
      </div>
    </form>
  );
}

export function EventTypeSection() {
  const types = useEventTypes();
  const preferred = usePreferredEventType();
  const failed = types.isError || preferred.isError;
  const retrying = types.isFetching || preferred.isFetching;

  return (
    <SettingsSection
      id="event-type"
      title="Preferred event type"
      icon={Shapes}
      description="The kind of gathering you organise most. It sets the words Gatherly uses for your groups and guests."
    >
      {failed ? (
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't load the event types."
          action={
            <Button
              variant="outline"
              size="sm"
              loading={retrying}
              onClick={() => {
                if (types.isError) void types.refetch();
                if (preferred.isError) void preferred.refetch();
              }}
            >
              {retrying ? null : <RefreshCw aria-hidden="true" />}
              Retry
            </Button>
          }
        >
          {(types.error ?? preferred.error)?.message || "Please try again."}
        </Alert>
      ) : types.isPending || preferred.isPending ? (
        <EventTypeSkeleton />
      ) : types.data.length === 0 ? (
        <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
          No event types are available yet.
        </p>
      ) : (
        <EventTypeForm
          // A new saved value from the server starts the form again from it.
          key={`${preferred.data.eventTypeId}:${preferred.data.explicit}`}
          types={types.data}
          savedId={preferred.data.eventTypeId}
          explicit={preferred.data.explicit}
        />
      )}
    </SettingsSection>
  );
}
