/**
 * Swaps on a volunteer's page: offering one of my shifts to another volunteer (by their email) or to anyone
 * approved, and the offers I may take or take back. The shift stays mine until someone takes it.
 */
import { useId } from "react";
import { ArrowLeftRight, Undo2 } from "lucide-react";
import type { TPageSwap, TVolunteerPage } from "#shared/volunteers/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { handCheckedResolver } from "#client/lib/hand-checked-form.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { looksLikeEmail, shiftWhen } from "../format.ts";
import { useRequestSwap } from "./api.ts";

type MyAssignment = TVolunteerPage["assignments"][number];

interface SwapValues {
  toEmail: string;
}

function SwapForm({
  token,
  assignment,
  onDone,
  onCancel,
}: {
  token: string;
  assignment: MyAssignment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const request = useRequestSwap(token);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<SwapValues, SwapValues>({
    resolver: handCheckedResolver((values): Record<string, string> => {
      const email = values.toEmail.trim();
      return email && !looksLikeEmail(email) ? { toEmail: "Enter a valid email address" } : {};
    }),
    defaultValues: { toEmail: "" },
    fieldNames: ["toEmail"],
    failure: "Please try again.",
  });
  const submit = submitWith(async (values) => {
    await request.mutateAsync({ assignmentId: assignment.id, body: { toEmail: values.toEmail.trim() } });
    onDone();
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField
        id={`${id}-to`}
        label="Offer it to (email)"
        hint="Another volunteer of this event. Leave empty to offer it to every approved volunteer."
        error={errors.toEmail?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            {...register("toEmail")}
          />
        )}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The shift was not offered"
        submitting={isSubmitting}
        submitLabel="Offer the shift"
        onCancel={onCancel}
      />
    </form>
  );
}

export function SwapDialog({
  token,
  timeZone,
  assignment,
  onClose,
  onOffered,
}: {
  token: string;
  timeZone: string;
  /** The shift to offer; null when closed. */
  assignment: MyAssignment | null;
  onClose: () => void;
  onOffered: (assignment: MyAssignment) => void;
}) {
  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for a swap</DialogTitle>
          <DialogDescription>
            {assignment ? `${assignment.shift.roleName}, ${shiftWhen(assignment.shift, timeZone)}. ` : ""}
            The shift stays yours until someone takes it over.
          </DialogDescription>
        </DialogHeader>
        {assignment ? (
          <SwapForm
            key={assignment.id}
            token={token}
            assignment={assignment}
            onCancel={onClose}
            onDone={() => onOffered(assignment)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The offers on the page: mine (to take back) and those offered to me or to everyone (to take). */
export function SwapOffers({
  swaps,
  timeZone,
  busy,
  onTake,
  onWithdraw,
}: {
  swaps: readonly TPageSwap[];
  timeZone: string;
  busy: boolean;
  onTake: (swap: TPageSwap) => void;
  onWithdraw: (swap: TPageSwap) => void;
}) {
  return (
    <section
      aria-labelledby="volunteer-swaps-title"
      className="space-y-4 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id="volunteer-swaps-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <ArrowLeftRight aria-hidden="true" className="size-5 text-primary" />
        Swaps
      </h2>
      <ul className="space-y-3">
        {swaps.map((swap) => {
          const label = `${swap.shift.roleName}, ${shiftWhen(swap.shift, timeZone)}`;
          return (
            <li
              key={swap.id}
              aria-label={label}
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <h3 className="font-semibold break-words">{swap.shift.roleName}</h3>
                <p className="text-sm">{shiftWhen(swap.shift, timeZone)}</p>
                <p className="text-sm text-muted-foreground">
                  {swap.mine
                    ? `You offered it to ${swap.toName ?? "every approved volunteer"}.`
                    : `${swap.fromName} offers it to ${swap.toName ? "you" : "any volunteer"}.`}
                </p>
              </div>
              {swap.mine ? (
                <Button variant="outline" disabled={busy} className="shrink-0" onClick={() => onWithdraw(swap)}>
                  <Undo2 aria-hidden="true" />
                  Take back the offer
                </Button>
              ) : (
                <Button
                  disabled={busy}
                  className="shrink-0"
                  onClick={() => onTake(swap)}
                  aria-label={`Take over ${label}`}
                >
                  Take over this shift
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
