/**
 * Adding a checklist: one of the starters written for the event's type (previewed with this event's real
 * due dates) or a blank one. The title can be changed either way, and is checked by the same rule as the
 * API's (ZChecklistRename: the title of any checklist).
 */
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { CalendarDays, CircleAlert, FilePlus2, ListChecks } from "lucide-react";
import type { z } from "zod";
import type { TEvent } from "#shared/events/schemas.ts";
import { ZChecklistRename, type TChecklist, type TChecklistStarter } from "#shared/checklists/schemas.ts";
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
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
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

interface NewChecklistValues {
  /** The option ticked; null until the organiser picks, and the first starter for the type is suggested. */
  picked: string | null;
  /** As typed; null until the organiser types, and the chosen starter's own title is offered. */
  title: string | null;
}

const FIELD_NAMES = ["title"] as const satisfies ReadonlyArray<keyof NewChecklistValues>;

/** The choices, the title and the buttons; mounted while the dialog is open, so it opens blank each time. */
function NewChecklistForm({
  event,
  today,
  fromStarter,
  blank,
  onCancel,
  onDone,
}: {
  event: TEvent;
  today: string;
  fromStarter: ReturnType<typeof useCreateFromStarter>;
  blank: ReturnType<typeof useCreateChecklist>;
  onCancel: () => void;
  onDone: (checklist: TChecklist) => void;
}) {
  const id = useId();
  const starters = useStarters(event.eventType.id, true);
  const starterFor = (picked: string | null) => {
    const choice = picked ?? starters.data?.[0]?.key ?? (starters.isSuccess ? BLANK : null);
    return { choice, starter: starters.data?.find((s) => s.key === choice) ?? null };
  };
  // The title sent is the one shown: the starter's own until the organiser types another.
  const resolver = shapedZodResolver<NewChecklistValues, typeof ZChecklistRename>(ZChecklistRename, (values) => ({
    title: values.title ?? starterFor(values.picked).starter?.title ?? "",
  }));
  const {
    control,
    setValue,
    clearErrors,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<NewChecklistValues, z.output<typeof ZChecklistRename>>({
    resolver,
    defaultValues: { picked: null, title: null },
    fieldNames: FIELD_NAMES,
    failure: "Something went wrong. Please try again.",
  });
  const { choice, starter } = starterFor(useWatch({ control, name: "picked" }));

  const submit = submitWith(async ({ title }) => {
    const made = starter
      ? await fromStarter.mutateAsync({ eventId: event.id, starterKey: starter.key, title })
      : await blank.mutateAsync({ eventId: event.id, title });
    onDone(made);
  });

  return (
    <>
      <div className="-mx-6 min-h-0 overflow-y-auto px-6 py-1">
        <form id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)} className="grid gap-5 md:grid-cols-2">
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
              <Controller
                control={control}
                name="picked"
                render={({ field }) => (
                  <RadioGroup
                    ref={field.ref}
                    value={choice ?? ""}
                    onValueChange={(value) => {
                      field.onChange(value);
                      setValue("title", null);
                      clearErrors("title");
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
                )}
              />
            </fieldset>
            <FormField id={`${id}-title`} label="Title" required error={errors.title?.message}>
              {(props) => (
                <Controller
                  control={control}
                  name="title"
                  render={({ field }) => (
                    <Input
                      {...props}
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? starter?.title ?? ""}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                      placeholder={starter ? undefined : "For example: Venue, Catering, Day of"}
                      maxLength={200}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          {starter ? (
            <StarterPreview starter={starter} event={event} today={today} />
          ) : (
            <p className="hidden rounded-lg border border-dashed p-4 text-sm text-muted-foreground md:block">
              A blank checklist starts empty. Add items one after another: Enter adds the item and keeps the cursor for
              the next.
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
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form={`${id}-form`} loading={isSubmitting} disabled={choice === null}>
          Add checklist
        </Button>
      </DialogFooter>
    </>
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
  const fromStarter = useCreateFromStarter(event.id);
  const blank = useCreateChecklist(event.id);
  const pending = fromStarter.isPending || blank.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
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
        {open ? (
          <NewChecklistForm
            event={event}
            today={today}
            fromStarter={fromStarter}
            blank={blank}
            onCancel={() => onOpenChange(false)}
            onDone={(made) => {
              onOpenChange(false);
              onCreated(made);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
