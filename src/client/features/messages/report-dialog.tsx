/**
 * Reporting a message: the reporter names one event both people belong to, and that event's organiser
 * reads the report. A message is reported once per person. Checked by the API's own ZReportInput.
 */
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { REPORT_REASON_MAX, ZReportInput, type TMessage } from "#shared/messages/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { EventSelect } from "#client/components/member-event-picker.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useReportMessage } from "./api.ts";

interface ReportFormValues {
  eventId: string;
  reason: string;
}

/** The event has no error line of its own: the server's word on it ("Event not found") goes above the buttons. */
const FIELD_NAMES = ["reason"] as const satisfies ReadonlyArray<keyof ReportFormValues>;

/** The event chosen, or the first shared one when that is gone from the list (the list is live). */
function chosenEvent(events: ReadonlyArray<{ id: string }>, eventId: string): string {
  return events.some((e) => e.id === eventId) ? eventId : (events[0]?.id ?? "");
}

function ReportForm({
  message,
  events,
  eventId,
  report,
  onChooseEvent,
  onDone,
}: {
  message: TMessage;
  events: ReadonlyArray<{ id: string; name: string }>;
  eventId: string;
  report: ReturnType<typeof useReportMessage>;
  onChooseEvent: (eventId: string) => void;
  onDone: () => void;
}) {
  const reasonId = useId();
  // Built from the events of this render: the one sent is the one shown, even after the list changed.
  const resolver = shapedZodResolver<ReportFormValues, typeof ZReportInput>(ZReportInput, (values) => ({
    eventId: chosenEvent(events, values.eventId),
    reason: values.reason.trim(),
  }));
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors },
  } = useServerForm<ReportFormValues, z.output<typeof ZReportInput>>({
    resolver,
    defaultValues: { eventId, reason: "" },
    fieldNames: FIELD_NAMES,
    failure: "The message could not be reported.",
  });
  const chosen = chosenEvent(events, useWatch({ control, name: "eventId" }));

  const submit = submitWith(async (input) => {
    await report.mutateAsync({ messageId: message.id, input });
    successToast("Message reported", "The organiser will take a look.");
    onDone();
  });

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <EventSelect
        events={events}
        value={chosen}
        onChange={(id) => {
          setValue("eventId", id);
          onChooseEvent(id);
        }}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          maxLength={REPORT_REASON_MAX}
          placeholder="What's wrong with this message?"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          {...register("reason")}
        />
        <FieldError id={`${reasonId}-error`} message={errors.reason?.message} />
      </div>
      <DialogFormFooter
        error={formError}
        errorTitle="The message was not reported"
        submitting={report.isPending}
        submitLabel="Report"
        onCancel={onDone}
      />
    </form>
  );
}

export function ReportDialog({
  message,
  events,
  senderName,
  onClose,
}: {
  message: TMessage | null;
  events: ReadonlyArray<{ id: string; name: string }>;
  senderName: string;
  onClose: () => void;
}) {
  const report = useReportMessage();
  // The event chosen last time is offered again for the next report in this conversation.
  const [eventId, setEventId] = useState("");
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open || report.isPending ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this message</DialogTitle>
          <DialogDescription>
            The organiser of the event you choose sees this message from {senderName}, who sent it and your reason.{" "}
            {senderName} is not told.
          </DialogDescription>
        </DialogHeader>
        {message ? (
          <blockquote className="max-h-32 overflow-y-auto rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {message.body}
          </blockquote>
        ) : null}
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You no longer share an event with {senderName}, so there is no organiser to report to.
          </p>
        ) : message ? (
          // Remounted for each message: a blank reason and no error left from the last one.
          <ReportForm
            key={message.id}
            message={message}
            events={events}
            eventId={eventId}
            report={report}
            onChooseEvent={setEventId}
            onDone={close}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
