/**
 * How an event takes answers: the capacity (a yes beyond it goes on the waitlist), the deadline in the
 * event's own zone, the meal choices, whether to ask about dietary needs, the words on every invitation,
 * and the open link anyone may answer through.
 */
import { useId, useState, type KeyboardEvent } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { Link2, Plus, Settings2, X } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import {
  MEAL_OPTIONS_MAX,
  ZRsvpSettingsInput,
  type TRsvpSettings,
  type TRsvpSettingsInput,
} from "#shared/rsvp/schemas.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZoneForInput } from "#shared/date-format.ts";
import { SaveFormFooter } from "#client/components/form-footer.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ShareLinkControls } from "#client/components/share-link-controls.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useDisablePublicLink, useNewPublicLink, useRsvpSettings, useUpdateRsvpSettings } from "./api.ts";

interface SettingsFormValues {
  capacity: string;
  /** A datetime-local value in the event's zone; empty for none. */
  deadline: string;
  mealOptions: string[];
  askDietary: boolean;
  message: string;
  /** The zone the deadline is read in (the event's); not sent. */
  timeZone: string;
}

const FIELD_NAMES = ["capacity", "deadline", "mealOptions", "askDietary", "message"] as const satisfies ReadonlyArray<
  keyof SettingsFormValues
>;

function toApiShape(values: SettingsFormValues): TRsvpSettingsInput {
  const capacity = values.capacity.trim();
  return {
    // An empty box means "no limit"; anything else must read as a whole number or the schema says so.
    capacity: capacity === "" ? null : Number(capacity),
    deadline: values.deadline === "" ? null : zonedInputToIso(values.deadline, values.timeZone),
    mealOptions: values.mealOptions,
    askDietary: values.askDietary,
    message: values.message,
  };
}

type SettingsApiInput = z.output<typeof ZRsvpSettingsInput>;

const settingsResolver = shapedZodResolver<SettingsFormValues, typeof ZRsvpSettingsInput>(
  ZRsvpSettingsInput,
  toApiShape,
);

function toFormValues(settings: TRsvpSettings, timeZone: string): SettingsFormValues {
  return {
    capacity: settings.capacity === null ? "" : String(settings.capacity),
    deadline: settings.deadline ? isoToZonedInput(settings.deadline, timeZone) : "",
    mealOptions: settings.mealOptions,
    askDietary: settings.askDietary,
    message: settings.message,
    timeZone,
  };
}

/** Why a meal option cannot be added, or null. */
function mealProblem(meal: string, options: readonly string[]): string | null {
  if (meal === "") return "Type a meal option first";
  if (meal.length > 60) return "Meal options must be at most 60 characters";
  if (options.some((option) => option.toLowerCase() === meal.toLowerCase())) return `${meal} is already an option`;
  if (options.length >= MEAL_OPTIONS_MAX) return `At most ${MEAL_OPTIONS_MAX} meal options`;
  return null;
}

function SettingsForm({ event, settings }: { event: TEvent; settings: TRsvpSettings }) {
  const id = useId();
  const save = useUpdateRsvpSettings(event.id);
  const [meal, setMeal] = useState("");
  const [mealError, setMealError] = useState<string | null>(null);
  const {
    register,
    setValue,
    reset,
    control,
    formError,
    submitWith,
    formState: { errors, isDirty, isSubmitting },
  } = useServerForm<SettingsFormValues, SettingsApiInput>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings, event.timeZone),
    fieldNames: FIELD_NAMES,
    failure: "The settings could not be saved.",
  });
  const [mealOptions, askDietary, deadline] = useWatch({ control, name: ["mealOptions", "askDietary", "deadline"] });

  function addMeal() {
    const text = meal.trim();
    const problem = mealProblem(text, mealOptions);
    setMealError(problem);
    if (problem) return;
    setValue("mealOptions", [...mealOptions, text], { shouldDirty: true });
    setMeal("");
  }

  function onMealKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the option rather than saving the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      addMeal();
    }
  }

  const submit = submitWith(async (input) => {
    const saved = await save.mutateAsync(input);
    reset(toFormValues(saved, event.timeZone));
    successToast("RSVP settings saved");
  });

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="RSVP settings" className="space-y-5">
      <UnsavedChangesGuard
        when={isDirty && !isSubmitting}
        description="Your changes to the RSVP settings will be lost."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={field("capacity")}
          label="Capacity"
          hint="People who may say yes. Beyond it, a yes goes on the waitlist. Leave empty for no limit."
          error={errors.capacity?.message}
        >
          {(props) => <Input {...props} type="number" inputMode="numeric" min={0} step={1} {...register("capacity")} />}
        </FormField>
        <FormField
          id={field("deadline")}
          label="RSVP deadline"
          hint={`In ${describeTimeZoneForInput(event.timeZone, deadline, event.startAt)}. Leave empty to take answers until the event starts.`}
          error={errors.deadline?.message}
        >
          {(props) => <Input {...props} type="datetime-local" {...register("deadline")} />}
        </FormField>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Meal options</legend>
        <p id={field("meal-hint")} className="text-xs text-muted-foreground">
          Each person coming picks one. Leave the list empty if there is no meal choice.
        </p>
        {mealOptions.length > 0 ? (
          <ul aria-label="Meal options" className="flex flex-wrap gap-2">
            {mealOptions.map((option) => (
              <li key={option}>
                <Badge variant="default" className="gap-1.5 py-1 pr-1 pl-3 text-sm">
                  {option}
                  <button
                    type="button"
                    onClick={() =>
                      setValue(
                        "mealOptions",
                        mealOptions.filter((o) => o !== option),
                        { shouldDirty: true },
                      )
                    }
                    className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <X aria-hidden="true" />
                    <span className="sr-only">Remove {option}</span>
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Label htmlFor={field("meal")} className="sr-only">
            New meal option
          </Label>
          <Input
            id={field("meal")}
            value={meal}
            onChange={(e) => {
              setMeal(e.target.value);
              setMealError(null);
            }}
            onKeyDown={onMealKey}
            placeholder="Vegetarian, Fish, Children's menu…"
            maxLength={60}
            aria-describedby={field("meal-hint")}
            aria-invalid={mealError ? true : undefined}
            disabled={mealOptions.length >= MEAL_OPTIONS_MAX}
          />
          <Button
            variant="outline"
            className="shrink-0"
            onClick={addMeal}
            disabled={mealOptions.length >= MEAL_OPTIONS_MAX}
          >
            <Plus aria-hidden="true" />
            Add meal option
          </Button>
        </div>
        <FieldError message={mealError ?? firstErrorMessage(errors.mealOptions)} />
      </fieldset>

      <div className="flex items-start gap-3">
        <Checkbox
          id={field("askDietary")}
          checked={askDietary}
          onCheckedChange={(checked) => setValue("askDietary", checked === true, { shouldDirty: true })}
          aria-describedby={field("askDietary-hint")}
          className="mt-0.5"
        />
        <div className="space-y-0.5">
          <Label htmlFor={field("askDietary")}>Ask about dietary needs</Label>
          <p id={field("askDietary-hint")} className="text-xs text-muted-foreground">
            Each person coming can mention allergies or a diet.
          </p>
        </div>
      </div>

      <FormField
        id={field("message")}
        label="Invitation message"
        hint="Shown at the top of every invitation and reminder, above the guest's personal link."
        error={errors.message?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            maxLength={2000}
            {...register("message")}
            placeholder={`We would love to see you at ${event.name}!`}
          />
        )}
      </FormField>

      <SaveFormFooter
        error={formError}
        errorTitle="The settings were not saved"
        dirty={isDirty}
        submitting={isSubmitting}
        submitLabel="Save settings"
      />
    </form>
  );
}

function OpenLink({ event, settings }: { event: TEvent; settings: TRsvpSettings }) {
  const create = useNewPublicLink(event.id);
  const disable = useDisablePublicLink(event.id);
  const url =
    settings.publicEnabled && settings.publicPath ? absoluteUrl(settings.publicPath, window.location.origin) : null;
  return (
    <ShareLinkControls
      target={{ id: event.id, name: event.name }}
      url={url}
      label="Open RSVP link"
      note={
        <p className="text-sm text-muted-foreground">
          Anyone with this link can answer. They give their name and email, and join the guest list.
        </p>
      }
      emptyText="Off. Turn it on to share one link (in a group chat, say) that anyone can answer through; each person then gets their own personal link."
      createLabel="Turn on the open link"
      replaceDescription="The current open link stops working straight away. Guests who already answered keep their answers and personal links."
      revokeDescription="The open link stops working straight away and nobody new can answer through it. Guests who already answered keep their answers."
      create={create}
      revoke={disable}
      openable
    />
  );
}

export function SettingsPanel({ event }: { event: TEvent }) {
  const settings = useRsvpSettings(event.id);

  if (settings.isPending) return <FormSkeleton label="Loading RSVP settings" />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the RSVP settings."
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <RegionCard icon={Settings2} title="RSVP settings" description="How guests answer and what they are asked.">
        <SettingsForm key={event.id} event={event} settings={settings.data} />
      </RegionCard>
      <RegionCard
        icon={Link2}
        title="Open RSVP link"
        description="One link for everyone, besides each guest's personal link."
      >
        <OpenLink event={event} settings={settings.data} />
      </RegionCard>
    </div>
  );
}
