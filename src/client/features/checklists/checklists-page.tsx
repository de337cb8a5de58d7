/**
 * /checklists: the printable checklists of one event (?eventId= in the URL, so a link or reload keeps it).
 * Add from a starter or blank, rename, reorder, delete; print one checklist or all of them.
 */
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, ClipboardList, MapPin, Plus, Printer } from "lucide-react";
import type { z } from "zod";
import { ZChecklistRename, type TChecklist } from "#shared/checklists/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
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
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { useDeleteChecklist, useEventChecklists, useRenameChecklist, useReorderChecklists } from "./api.ts";
import { ChecklistCard } from "./checklist-card.tsx";
import { localToday } from "./due-dates.ts";
import { NewChecklistDialog } from "./new-checklist-dialog.tsx";
import { ChecklistPrint, eventPlace } from "./print-view.tsx";

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading checklists" className="space-y-6">
      {Array.from({ length: 2 }, (_, index) => (
        <Card key={index} aria-hidden="true" className="space-y-4 p-5">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-6 w-48 max-w-[60%]" />
            <Skeleton className="h-9 w-40 rounded-lg" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-1.5 w-full rounded-full" />
          {Array.from({ length: 4 }, (_, row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="size-5 rounded-md" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}

interface RenameFormValues {
  title: string;
}

const RENAME_FIELDS = ["title"] as const satisfies ReadonlyArray<keyof RenameFormValues>;

/** Checked by the API's own ZChecklistRename; the form and its buttons, mounted afresh for each checklist. */
function RenameForm({
  checklist,
  rename,
  onClose,
}: {
  checklist: TChecklist;
  rename: ReturnType<typeof useRenameChecklist>;
  onClose: () => void;
}) {
  const id = useId();
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<RenameFormValues, z.output<typeof ZChecklistRename>>({
    resolver: zodResolver(ZChecklistRename),
    defaultValues: { title: checklist.title },
    fieldNames: RENAME_FIELDS,
    failure: "Something went wrong. Please try again.",
  });

  const submit = submitWith(async ({ title }) => {
    await rename.mutateAsync({ id: checklist.id, title });
    onClose();
  });

  return (
    <>
      <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        {/* The title is all there is to rename: whatever the server says is said under it. */}
        <FormField id={`${id}-title`} label="Title" required error={errors.title?.message ?? formError ?? undefined}>
          {(control) => <Input {...control} maxLength={200} autoFocus {...register("title")} />}
        </FormField>
      </form>
      <DialogFooter>
        <Button variant="outline" disabled={isSubmitting} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
          Save
        </Button>
      </DialogFooter>
    </>
  );
}

function RenameDialog({
  checklist,
  eventId,
  onClose,
}: {
  checklist: TChecklist | null;
  eventId: string;
  onClose: () => void;
}) {
  const rename = useRenameChecklist(eventId);
  return (
    <Dialog
      open={checklist !== null}
      onOpenChange={(open) => {
        if (!open && !rename.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename checklist</DialogTitle>
          <DialogDescription>The new name shows here, on the event's Checklists tab and on paper.</DialogDescription>
        </DialogHeader>
        {checklist ? <RenameForm key={checklist.id} checklist={checklist} rename={rename} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventChecklists({ event }: { event: TEvent }) {
  const [search, setSearch] = useSearchParams();
  const checklists = useEventChecklists(event.id);
  const reorder = useReorderChecklists(event.id);
  const remove = useDeleteChecklist(event.id);
  const renaming = useTarget<TChecklist>();
  const deleting = useTarget<TChecklist>();
  // ?new=1 (from the event's Checklists tab) opens the add dialog once.
  const [adding, setAdding] = useState(() => search.get("new") === "1");
  // Which checklists go on paper: one (its Print button) or, by default and for Ctrl+P, all of them.
  const [printOnly, setPrintOnly] = useState<string | null>(null);
  const [printRequest, setPrintRequest] = useState(0);
  const today = localToday();
  const lists = checklists.data ?? [];

  useEffect(() => {
    if (search.get("new") !== "1") return;
    const next = new URLSearchParams(search);
    next.delete("new");
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  // Printing waits for the print copy to show the chosen checklists; afterwards Ctrl+P prints them all again.
  useEffect(() => {
    if (printRequest === 0) return;
    const reset = () => setPrintOnly(null);
    window.addEventListener("afterprint", reset, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", reset);
  }, [printRequest]);

  function print(checklistId: string | null) {
    setPrintOnly(checklistId);
    setPrintRequest((n) => n + 1);
  }

  function moveChecklist(index: number, delta: -1 | 1) {
    const ids = lists.map((l) => l.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => errorToast(`The new order was not saved. ${error.message}`) });
  }

  function onDelete() {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleting.close();
        successToast("Checklist deleted", `"${target.title}" was deleted.`);
      },
    });
  }

  function focusChecklist(made: TChecklist) {
    requestAnimationFrame(() => document.getElementById(`checklist-${made.id}`)?.focus());
    successToast(
      "Checklist added",
      `"${made.title}" was added with ${made.items.length} ${made.items.length === 1 ? "item" : "items"}.`,
    );
  }

  const printed = printOnly ? lists.filter((l) => l.id === printOnly) : lists;
  const deletingDone = deleting.target?.items.filter((i) => i.done).length ?? 0;

  return (
    <>
      {/* An event without checklists has one first action, in its empty state. */}
      {lists.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add checklist
          </Button>
          <Button variant="outline" onClick={() => print(null)}>
            <Printer aria-hidden="true" />
            Print all
          </Button>
        </div>
      ) : null}

      {checklists.isPending ? (
        <ListSkeleton />
      ) : checklists.isError ? (
        <LoadFailedAlert
          title="We couldn't load the checklists."
          error={checklists.error}
          retrying={checklists.isFetching}
          onRetry={() => void checklists.refetch()}
        />
      ) : lists.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={`No checklists for ${event.name} yet`}
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add your first checklist
            </Button>
          }
        >
          Start from a list written for this kind of gathering ({event.eventType.name}), with due dates counted back
          from the event, or from a blank one.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {lists.map((checklist, index) => (
            <ChecklistCard
              key={checklist.id}
              checklist={checklist}
              eventId={event.id}
              today={today}
              index={index}
              count={lists.length}
              onMove={(delta) => moveChecklist(index, delta)}
              onPrint={() => print(checklist.id)}
              onRename={() => renaming.open(checklist)}
              onDelete={() => {
                remove.reset();
                deleting.open(checklist);
              }}
            />
          ))}
        </div>
      )}

      <NewChecklistDialog
        open={adding}
        onOpenChange={setAdding}
        event={event}
        today={today}
        onCreated={focusChecklist}
      />
      <RenameDialog checklist={renaming.target} eventId={event.id} onClose={renaming.close} />
      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete ${deleting.target?.title ?? "checklist"}?`}
        description={
          deleting.target && deleting.target.items.length > 0
            ? `Its ${deleting.target.items.length} ${deleting.target.items.length === 1 ? "item" : "items"} (${deletingDone} done) and their due dates are deleted with it. This cannot be undone.`
            : "The empty checklist is deleted. This cannot be undone."
        }
        confirmLabel="Delete checklist"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onDelete}
      />
      {lists.length > 0 ? <ChecklistPrint event={event} checklists={printed} today={today} /> : null}
    </>
  );
}

function EventSummary({ event }: { event: TEvent }) {
  const place = eventPlace(event);
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-surface px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
        {place ? (
          <p className="flex items-start gap-1.5">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {place}
          </p>
        ) : null}
      </div>
      <Link
        to={`/event-details/${event.id}`}
        className="inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-primary underline-offset-4 hover:underline sm:self-center"
      >
        Event details
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

export default function ChecklistsPage() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Printable checklists</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Everything left to do for an event, with due dates, ticked off as you go and printed for the people helping on
          the day.
        </p>
      </header>
      <OrganiserEventPicker
        icon={ClipboardList}
        noEventsText="Checklists belong to an event. Once it has a date, suggested checklists come with due dates counted back from it."
        loading={
          <div className="space-y-6">
            <Skeleton className="h-16 w-full rounded-xl" />
            <ListSkeleton />
          </div>
        }
      >
        {(event) => (
          <div className="space-y-6">
            <EventSummary event={event} />
            <EventChecklists key={event.id} event={event} />
          </div>
        )}
      </OrganiserEventPicker>
    </div>
  );
}
