/**
 * Reporting a message: the reporter names one event both people belong to, and that event's organiser
 * reads the report. A message is reported once per person.
 */
import { useId, useState } from "react";
import { REPORT_REASON_MAX, type TMessage } from "#shared/messages/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { EventSelect } from "#client/components/member-event-picker.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useReportMessage } from "./api.ts";

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
  const reasonId = useId();
  const report = useReportMessage();
  const [eventId, setEventId] = useState("");
  const [reason, setReason] = useState("");
  const chosen = events.some((e) => e.id === eventId) ? eventId : (events[0]?.id ?? "");
  const close = () => {
    report.reset();
    setReason("");
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
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!message) return;
              report.mutate(
                { messageId: message.id, input: { eventId: chosen, reason: reason.trim() } },
                {
                  onSuccess: () => {
                    successToast("Message reported", "The organiser will take a look.");
                    close();
                  },
                },
              );
            }}
          >
            <EventSelect events={events} value={chosen} onChange={setEventId} />
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>Reason (optional)</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={REPORT_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                placeholder="What's wrong with this message?"
              />
            </div>
            <DialogFormFooter
              error={report.error?.message ?? null}
              errorTitle="The message was not reported"
              submitting={report.isPending}
              submitLabel="Report"
              onCancel={close}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
