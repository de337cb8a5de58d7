/**
 * Adding a checklist: one of the starters written for the event's type (previewed with this event's real
 * due dates) or a blank one. The title can be changed either way.
 */
import { useId, useState, type FormEvent } from "react";
import { CalendarDays, CircleAlert, FilePlus2, ListChecks } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import type { TChecklist, TChecklistStarter } from "#shared/checklists/schemas.ts";
import { starterItems } from "#shared/checklists/starters.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError } from "#client/lib/api.ts";
import { cn } from "#client/lib/utils.ts";
import { useCreateChecklist, useCreateFromStarter, useStarters } from "./api.ts";
import { daysUntil, formatDay } from "./due-dates.ts";

const BLANK = "blank";

function StarterPreview({ starter, event, today }: { starter: TChecklistStarter; event: TEvent; today: string }) {
  const items = starterItems(starter, event);
  const past = items.filter((i) => i.dueDate !== null && daysUntil(i.dueDate, today) < 0).length;
  return (
    <section
      aria-label={`Preview of ${starter.title}`}
      className="flex min-h-0 flex-col gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <div className="space-y-1">
        <h3 className="font-semibold">
          {starter.title} <span className="font-normal text-muted-foreground">· {items.length} items</span>
        </h3>
        <p className="text-sm text-muted-foreground">Due dates count back from the first day of {event.name}.</p>
      </div>
      {past > 0 ? (
        <p className="flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {past === 1 ? "1 due date is" : `${past} due dates are`} already past and will show as overdue. You can change
          them after adding.
        </p>
      ) : null}
      {/* Focusable so the list can be scrolled with the keyboard where it has its own scroll bar. */}
      <ol
        tabIndex={0}
        aria-label={`Items of ${starter.title}`}
        className="space-y-2 overflow-y-auto rounded-md pr-1 text-sm md:max-h-80"
      >
        {items.map((item, index) => (
          <li key={index} className="flex items-start gap-2.5">
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border border-input bg-surface" />
            <span className="min-w-0 flex-1">
              <span className="block break-words">{item.text}</span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {item.dueDate ? `Due ${formatDay(item.dueDate)}` : "No due date"}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ChoicesSkeleton() {
  return (
    <div role="status" aria-label="Loading suggested checklists" className="space-y-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full rounded-lg" />
      ))}
    </div>
  );
}

export function NewChecklistDialog({
  open,
  onOpenChange,
  event,
  today,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: TEvent;
  today: string;
  onCreated: (checklist: TChecklist) => void;
}) {
  const id = useId();
  const starters = useStarters(event.eventType.id, open);
  const fromStarter = useCreateFromStarter(event.id);
  const blank = useCreateChecklist(event.id);
  const [picked, setPicked] = useState<string | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  // Until the organiser picks, the first starter for the type is suggested.
  const choice = picked ?? starters.data?.[0]?.key ?? (starters.isSuccess ? BLANK : null);
  const starter = starters.data?.find((s) => s.key === choice) ?? null;
  const shownTitle = title ?? starter?.title ?? "";
  const pending = fromStarter.isPending || blank.isPending;

  function reset() {
    setPicked(null);
    setTitle(null);
    setTitleError(undefined);
    setFormError(null);
    fromStarter.reset();
    blank.reset();
  }

  function fail(error: Error) {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (fields?.title) setTitleError(fields.title);
    else setFormError(error.message);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const trimmed = shownTitle.trim();
    if (!trimmed) {
      setTitleError("Title is required");
      return;
    }
    setTitleError(undefined);
    const done = (made: TChecklist) => {
      onOpenChange(false);
      reset();
      onCreated(made);
    };
    if (starter)
      fromStarter.mutate(
        { eventId: event.id, starterKey: starter.key, title: trimmed },
        { onSuccess: done, onError: fail },
      );
    else blank.mutate({ eventId: event.id, title: trimmed }, { onSuccess: done, onError: fail });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      {/* Header and buttons stay in view; the choices and the preview scroll between them. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl grid-rows-[auto_minmax(0,1fr)_auto]">
        <DialogHeader>
          <DialogTitle>Add a checklist</DialogTitle>
          <DialogDescription>
            Start from a list written for this kind of gathering ({event.eventType.name}), or from a blank one.
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 overflow-y-auto px-6 py-1">
          <form id={`${id}-form`} onSubmit={submit} className="grid gap-5 md:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-5">
              <fieldset className="space-y-3">
                <legend className="mb-3 text-sm font-medium">Start from</legend>
                {starters.isPending ? (
                  <ChoicesSkeleton />
                ) : starters.isError ? (
                  <LoadFailedAlert
                    title="We couldn't load the suggested checklists."
                    error={starters.error}
                    retrying={starters.isFetching}
                    onRetry={() => void starters.refetch()}
                  />
                ) : null}
                <RadioGroup
                  value={choice ?? ""}
                  onValueChange={(value) => {
                    setPicked(value);
                    setTitle(null);
                    setTitleError(undefined);
                  }}
                  aria-label="Start from"
                  className="gap-2"
                >
                  {[...(starters.data ?? []), null].map((s) => {
                    const value = s?.key ?? BLANK;
                    const optionId = `${id}-${value}`;
                    const checked = choice === value;
                    return (
                      <label
                        key={value}
                        htmlFor={optionId}
                        className={cn(
                          "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/60",
                          checked && "border-primary bg-primary-soft/60 hover:bg-primary-soft/60",
                        )}
                      >
                        <RadioGroupItem id={optionId} value={value} className="mt-0.5" />
                        <span className="min-w-0 flex-1 space-y-0.5">
                          <span className="flex items-center gap-1.5 text-sm font-medium">
                            {s ? (
                              <ListChecks aria-hidden="true" className="size-4 text-primary" />
                            ) : (
                              <FilePlus2 aria-hidden="true" className="size-4 text-muted-foreground" />
                            )}
                            {s ? s.title : "Blank checklist"}
                          </span>
                          <span className="block text-sm text-muted-foreground">
                            {s ? `${s.items.length} items. ${s.description}` : "Name it and add your own items."}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </RadioGroup>
              </fieldset>
              <FormField id={`${id}-title`} label="Title" required error={titleError}>
                {(control) => (
                  <Input
                    {...control}
                    value={shownTitle}
                    onChange={(e) => setTitle(e.target.value)}
                    placeholder={starter ? undefined : "For example: Venue, Catering, Day of"}
                    maxLength={200}
                  />
                )}
              </FormField>
            </div>
            {starter ? (
              <StarterPreview starter={starter} event={event} today={today} />
            ) : (
              <p className="hidden rounded-lg border border-dashed p-4 text-sm text-muted-foreground md:block">
                A blank checklist starts empty. Add items one after another: Enter adds the item and keeps the cursor
                for the next.
              </p>
            )}
          </form>
          {formError ? (
            <p role="alert" className="mt-4 text-sm text-destructive">
              {formError}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={pending}
            onClick={() => {
              onOpenChange(false);
              reset();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} loading={pending} disabled={choice === null}>
            Add checklist
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
