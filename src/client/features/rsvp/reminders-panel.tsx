/**
 * Reminders to the invited guests who have not answered: sent now, or scheduled for a time in the event's
 * zone (and cancelled while still scheduled). Each guest gets each reminder once. The form is checked by
 * the API's own ZReminderInput, after the checks only the form can make (a time chosen, in the future). A
 * draft sends none: the form asks to publish first, as the invitations do (ADR 025).
 */
import { useId } from "react";
import { Controller, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { BellRing, CalendarClock, Send } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { ZReminderInput, type TReminder } from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZoneForInput } from "#shared/date-format.ts";
import { usePublishFirst } from "#client/components/publish-first-dialog.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCancelReminder, useCreateReminder, useReminders } from "./api.ts";
import { momentText } from "./format.ts";

const STATUS: Record<TReminder["status"], { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  scheduled: { label: "Scheduled", variant: "default" },
  sent: { label: "Sent", variant: "success" },
  cancelled: { label: "Cancelled", variant: "neutral" },
};

type When = "now" | "later";

interface ReminderFormValues {
  when: When;
  /** datetime-local in the event's zone; used only for "later". */
  sendAt: string;
  message: string;
}

type ReminderOutput = z.output<typeof ZReminderInput>;

const FIELD_NAMES = ["sendAt", "message"] as const satisfies ReadonlyArray<keyof ReminderFormValues>;

const EMPTY: ReminderFormValues = { when: "now", sendAt: "", message: "" };

/** The send time as the API takes it: null for now, else the chosen wall-clock time in the event's zone. */
function sendAtIso(values: ReminderFormValues, timeZone: string): string | null {
  return values.when === "later" ? zonedInputToIso(values.sendAt, timeZone) : null;
}

function reminderResolver(timeZone: string): Resolver<ReminderFormValues, unknown, ReminderOutput> {
  const schemaResolver = shapedZodResolver<ReminderFormValues, typeof ZReminderInput>(ZReminderInput, (values) => ({
    sendAt: sendAtIso(values, timeZone),
    message: values.message,
  }));
  const sendAtError = (message: string) => ({
    values: {},
    errors: { sendAt: { type: "validate", message } },
  });
  return async (values, context, options) => {
    if (values.when === "later" && values.sendAt === "") return sendAtError("Choose when to send the reminder");
    const at = sendAtIso(values, timeZone);
    if (at !== null && Date.parse(at) <= Date.now()) return sendAtError("Choose a time in the future, or send it now");
    return schemaResolver(values, context, options);
  };
}

function ReminderForm({ event }: { event: TEvent }) {
  const id = useId();
  const create = useCreateReminder(event.id);
  const publishFirst = usePublishFirst(event);
  const {
    register,
    control,
    reset,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<ReminderFormValues, ReminderOutput>({
    resolver: reminderResolver(event.timeZone),
    defaultValues: EMPTY,
    fieldNames: FIELD_NAMES,
    failure: "The reminder could not be saved.",
  });
  const [when, sendAt] = useWatch({ control, name: ["when", "sendAt"] });

  // Failures are told in a toast (the form sits in the page, not in a dialog); field errors also go under their inputs.
  async function send(input: ReminderOutput): Promise<void> {
    const now = input.sendAt === null;
    let reminder: TReminder;
    try {
      reminder = await create.mutateAsync(input);
    } catch (error) {
      // The page still thought the event published: ask to publish, then send the same reminder.
      if (publishFirst.refused(error, "reminders", () => sendOnceAsked(input))) return;
      errorToast(`The reminder was not ${now ? "sent" : "scheduled"}. ${error instanceof Error ? error.message : ""}`);
      throw error;
    }
    reset(EMPTY);
    successToast(
      reminder.status === "sent" ? "Reminder sent" : now ? "Reminder on its way" : "Reminder scheduled",
      reminder.status === "sent"
        ? `${countText(reminder.sentCount, "guest")} reminded.`
        : now
          ? "It goes out to everyone invited who has not answered."
          : `It goes out on ${momentText(reminder.sendAt, event.timeZone)}.`,
    );
  }

  // After "Publish event" the form's submit is over: a failure then is told by its toast alone.
  const sendOnceAsked = (input: ReminderOutput) => void send(input).catch(() => undefined);

  // A draft asks to publish first and sends once published; otherwise the form waits for the send, so the
  // server's field errors land under their inputs.
  const submit = submitWith(async (input) => {
    if (event.status === "draft") publishFirst.guard("reminders", () => sendOnceAsked(input));
    else await send(input);
  });

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby={`${id}-title`}
        className="space-y-4 rounded-lg border p-4"
      >
        <h3 id={`${id}-title`} className="font-semibold">
          Remind everyone who has not answered
        </h3>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">When</legend>
          <Controller
            control={control}
            name="when"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={(value) => field.onChange(value === "later" ? "later" : "now")}
                className="gap-2 sm:grid-cols-2"
                aria-label="When"
              >
                <label htmlFor={`${id}-now`} className="flex cursor-pointer items-center gap-2 text-sm">
                  <RadioGroupItem id={`${id}-now`} value="now" />
                  Now
                </label>
                <label htmlFor={`${id}-later`} className="flex cursor-pointer items-center gap-2 text-sm">
                  <RadioGroupItem id={`${id}-later`} value="later" />
                  At a date and time
                </label>
              </RadioGroup>
            )}
          />
        </fieldset>
        {when === "later" ? (
          <FormField
            id={`${id}-sendAt`}
            label="Send at"
            required
            hint={`In ${describeTimeZoneForInput(event.timeZone, sendAt)}.`}
            error={errors.sendAt?.message}
          >
            {(props) => <Input {...props} type="datetime-local" {...register("sendAt")} />}
          </FormField>
        ) : null}
        <FormField
          id={`${id}-message`}
          label="Message"
          hint="Optional: a line above the guest's link, instead of the invitation message."
          error={errors.message?.message}
        >
          {(props) => <Textarea {...props} rows={2} maxLength={2000} {...register("message")} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? null : when === "now" ? <Send aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
            {when === "now" ? "Send reminder now" : "Schedule reminder"}
          </Button>
        </div>
      </form>
      {/* Outside the form: the question's buttons are not the form's. */}
      {publishFirst.dialog}
    </>
  );
}

function ReminderItem({ reminder, event }: { reminder: TReminder; event: TEvent }) {
  const cancel = useCancelReminder(event.id);
  const status = STATUS[reminder.status];
  const at = momentText(reminder.sendAt, event.timeZone);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="font-medium">
            {reminder.status === "sent"
              ? `Sent ${momentText(reminder.sentAt ?? reminder.sendAt, event.timeZone)}`
              : reminder.status === "scheduled"
                ? `Goes out ${at}`
                : `Was set for ${at}`}
          </span>
        </p>
        {reminder.status === "sent" ? (
          <p className="text-sm text-muted-foreground">{countText(reminder.sentCount, "guest")} reminded</p>
        ) : null}
        {reminder.message ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">“{reminder.message}”</p>
        ) : null}
      </div>
      {reminder.status === "scheduled" ? (
        <Button
          variant="destructive-outline"
          size="sm"
          className="self-start"
          loading={cancel.isPending}
          aria-label={`Cancel the reminder set for ${at}`}
          onClick={() =>
            cancel.mutate(reminder.id, {
              onSuccess: () => successToast("Reminder cancelled", `Nothing goes out on ${at}.`),
              onError: (error) => errorToast(`The reminder was not cancelled. ${error.message}`),
            })
          }
        >
          Cancel
        </Button>
      ) : null}
    </li>
  );
}

export function RemindersPanel({ event }: { event: TEvent }) {
  const reminders = useReminders(event.id);
  const list = [...(reminders.data ?? [])].sort((a, b) => Date.parse(b.sendAt) - Date.parse(a.sendAt));

  return (
    <RegionCard
      icon={BellRing}
      title="Reminders"
      description="A nudge by email to every invited guest without an answer, with their personal link."
      contentClassName="space-y-5"
    >
      <ReminderForm event={event} />
      {reminders.isPending ? (
        <div role="status" aria-label="Loading reminders" className="space-y-3">
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-12 w-full rounded-lg" />
        </div>
      ) : reminders.isError && !reminders.data ? (
        <LoadFailedAlert
          title="We couldn't load the reminders."
          error={reminders.error}
          retrying={reminders.isFetching}
          onRetry={() => void reminders.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reminders yet.</p>
      ) : (
        <section aria-label="Reminders sent and scheduled">
          <ul className="divide-y">
            {list.map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder} event={event} />
            ))}
          </ul>
        </section>
      )}
    </RegionCard>
  );
}
