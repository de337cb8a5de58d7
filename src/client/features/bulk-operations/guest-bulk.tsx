/**
 * Many guests of one event at once: tick guests (or the whole page, or every guest matching the filter), then
 * tag or untag them, record an answer for them, mail them their invitation, download them, or delete them
 * after a confirmation that names what is lost. A selection above the threshold runs as a job.
 */
import { useId, useState } from "react";
import { Mail, Tag, Trash2, UserCheck, Users } from "lucide-react";
import { BULK_JOB_THRESHOLD, type TBulkResult, type TGuestOperation } from "#shared/bulk-operations/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { GUEST_FILTERS } from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { ApiError, hrefOf } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { bulk, previewGuests, useGuestOperation, useGuestPage, type GuestFilterQuery } from "./api.ts";
import { JobProgress } from "./job-progress.tsx";
import { ExportButton, ListStates, SelectableRow, SelectionCard, SelectionToolbar } from "./selection-parts.tsx";

type StatusFilter = (typeof GUEST_FILTERS)[number];

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: "Everyone",
  pending: "No answer yet",
  yes: "Coming",
  no: "Not coming",
  maybe: "Maybe",
  waitlisted: "Waitlisted",
  not_invited: "Not invited yet",
};

const ANSWER_LABELS = { pending: "No answer", yes: "Yes", no: "No", maybe: "Maybe" } as const;

/** "Delete 37 guests and their answers, 12 meal choices and their addresses?" */
function guestDeleteQuestion(impact: { guests: number; answered: number; mealChoices: number }): string {
  const lost = [
    impact.answered > 0 ? countText(impact.answered, "answer") : null,
    impact.mealChoices > 0 ? countText(impact.mealChoices, "meal choice") : null,
    "their personal invitation links",
  ].filter(Boolean);
  const list = lost.length > 1 ? `${lost.slice(0, -1).join(", ")} and ${lost.at(-1)}` : lost[0];
  return `Delete ${countText(impact.guests, "guest")} with ${list}? This cannot be undone.`;
}

function resultText(result: Extract<TBulkResult, { state: "done" }>, verb: string): string {
  const parts = [`${verb} ${countText(result.affected, "guest")}`];
  if (result.unchanged > 0) parts.push(`${result.unchanged.toLocaleString()} already so`);
  if (result.notFound > 0) parts.push(`${result.notFound.toLocaleString()} not found`);
  return parts.join(" · ");
}

const VERBS: Record<TGuestOperation["action"], string> = {
  tag: "Tagged",
  untag: "Untagged",
  answer: "Answered for",
  invite: "Invited",
  delete: "Deleted",
};

function TagDialog({
  open,
  onOpenChange,
  onApply,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (action: "tag" | "untag", tag: string) => void;
  pending: boolean;
}) {
  const id = useId();
  const [tag, setTag] = useState("");
  const valid = tag.trim().length > 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Tag the selected guests</DialogTitle>
          <DialogDescription>Add a tag to each of them, or take it off.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Tag</Label>
          <Input id={id} value={tag} maxLength={40} onChange={(e) => setTag(e.target.value)} placeholder="vip" />
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={!valid || pending} onClick={() => onApply("untag", tag.trim())}>
            Remove tag
          </Button>
          <Button disabled={!valid} loading={pending} onClick={() => onApply("tag", tag.trim())}>
            Add tag
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function GuestBulk({ event }: { event: TEvent }) {
  const [filter, setFilter] = useState<GuestFilterQuery>({ q: "", filter: "all" });
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [dialog, setDialog] = useState<null | "tag" | "answer" | "delete" | "invite">(null);
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<"yes" | "no" | "maybe">("yes");
  const [jobId, setJobId] = useState<string | null>(null);
  const guests = useGuestPage(event.id, filter, page);
  const operation = useGuestOperation();
  const filterId = useId();

  const total = guests.data?.total ?? 0;
  const pageGuests = guests.data?.guests ?? [];
  const count = allMatching ? total : picked.size;
  const pageAllPicked = pageGuests.length > 0 && pageGuests.every((g) => allMatching || picked.has(g.id));
  const selection = allMatching
    ? { eventId: event.id, matching: { q: filter.q || undefined, filter: filter.filter } }
    : { eventId: event.id, guestIds: [...picked] };

  function clear() {
    setPicked(new Set());
    setAllMatching(false);
  }

  function changeFilter(next: Partial<GuestFilterQuery>) {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
    clear();
  }

  function check(guestId: string, on: boolean) {
    if (allMatching) {
      // Leaving "every guest matching": the page's others stay ticked.
      setAllMatching(false);
      setPicked(new Set(pageGuests.map((g) => g.id).filter((id) => id !== guestId)));
      return;
    }
    const next = new Set(picked);
    if (on) next.add(guestId);
    else next.delete(guestId);
    setPicked(next);
  }

  function checkPage(on: boolean) {
    setAllMatching(false);
    const next = new Set(picked);
    for (const guest of pageGuests) {
      if (on) next.add(guest.id);
      else next.delete(guest.id);
    }
    setPicked(next);
  }

  async function askDelete() {
    try {
      const impact = await previewGuests(selection);
      setQuestion(guestDeleteQuestion(impact));
      setDialog("delete");
    } catch (error) {
      errorToast(error instanceof ApiError ? error.message : "We couldn't count what would be lost.");
    }
  }

  function run(op: TGuestOperation) {
    operation.mutate(
      { ...selection, operation: op },
      {
        onSuccess: (result) => {
          setDialog(null);
          clear();
          if (result.state === "queued") setJobId(result.jobId);
          else successToast(resultText(result, VERBS[op.action]));
        },
        onError: (error) => {
          if (dialog === null || dialog === "tag" || dialog === "answer") errorToast(error.message);
        },
      },
    );
  }

  const exportHref =
    allMatching || picked.size <= BULK_JOB_THRESHOLD
      ? hrefOf(bulk.exportGuests, {
          query: allMatching
            ? { eventId: event.id, q: filter.q || undefined, filter: filter.filter, format: "csv" }
            : { eventId: event.id, guestIds: [...picked], format: "csv" },
        })
      : null;

  return (
    <div className="space-y-4">
      {jobId ? <JobProgress jobId={jobId} what="the selected guests" onClose={() => setJobId(null)} /> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label="Search guests"
          value={filter.q ?? ""}
          onSearch={(q) => changeFilter({ q })}
          placeholder="Name, email or phone"
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={filterId}>Answer</Label>
          <NativeSelect
            id={filterId}
            value={filter.filter}
            onChange={(e) => changeFilter({ filter: e.target.value as StatusFilter })}
          >
            {GUEST_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <SelectionToolbar noun="guest" count={count}>
        <Button size="sm" variant="outline" disabled={count === 0} onClick={() => setDialog("tag")}>
          <Tag aria-hidden="true" />
          Tag
        </Button>
        <Button size="sm" variant="outline" disabled={count === 0} onClick={() => setDialog("answer")}>
          <UserCheck aria-hidden="true" />
          Set answer
        </Button>
        <Button size="sm" variant="outline" disabled={count === 0} onClick={() => setDialog("invite")}>
          <Mail aria-hidden="true" />
          Send invitation
        </Button>
        <ExportButton href={count > 0 ? exportHref : null} />
        <Button size="sm" variant="destructive" disabled={count === 0} onClick={() => void askDelete()}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </SelectionToolbar>

      <ListStates query={guests} what="the guest list">
        {total === 0 ? (
          <EmptyState icon={Users} title={filter.q || filter.filter !== "all" ? "No guests match" : "No guests yet"}>
            {filter.q || filter.filter !== "all"
              ? "Try another search or answer."
              : "Add guests on the event's RSVP page, then come back to work on many at once."}
          </EmptyState>
        ) : (
          <SelectionCard
            noun="guest"
            pageChecked={pageAllPicked}
            onCheckPage={checkPage}
            page={page}
            total={total}
            onPage={setPage}
            header={
              <>
                <span className="text-muted-foreground">
                  {allMatching ? `All ${countText(total, "guest")} matching are selected.` : "Select this page"}
                </span>
                {pageAllPicked && !allMatching && total > pageGuests.length ? (
                  <Button size="sm" variant="link" onClick={() => setAllMatching(true)}>
                    Select all {countText(total, "guest")} matching
                  </Button>
                ) : null}
                {count > 0 ? (
                  <Button size="sm" variant="link" onClick={clear}>
                    Clear selection
                  </Button>
                ) : null}
              </>
            }
          >
            {pageGuests.map((guest) => (
              <SelectableRow
                key={guest.id}
                checked={allMatching || picked.has(guest.id)}
                onCheck={(on) => check(guest.id, on)}
                title={guest.name}
                detail={[guest.email, ANSWER_LABELS[guest.status], ...guest.tags.map((t) => `#${t}`)]
                  .filter(Boolean)
                  .join(" · ")}
              />
            ))}
          </SelectionCard>
        )}
      </ListStates>

      <TagDialog
        open={dialog === "tag"}
        onOpenChange={(open) => setDialog(open ? "tag" : null)}
        pending={operation.isPending}
        onApply={(action, tag) => run({ action, tag })}
      />
      <Dialog open={dialog === "answer"} onOpenChange={(open) => setDialog(open ? "answer" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Record an answer for {countText(count, "guest")}</DialogTitle>
            <DialogDescription>
              As if each told you in person. Their party and note stay; a yes that no longer fits goes on the waitlist.
              If one of them cannot take it, nobody's answer changes.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${filterId}-answer`}>Answer</Label>
            <NativeSelect
              id={`${filterId}-answer`}
              value={answer}
              onChange={(e) => setAnswer(e.target.value as typeof answer)}
            >
              <option value="yes">Yes</option>
              <option value="maybe">Maybe</option>
              <option value="no">No</option>
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button loading={operation.isPending} onClick={() => run({ action: "answer", status: answer })}>
              Record answer
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog === "invite"}
        onOpenChange={(open) => setDialog(open ? "invite" : null)}
        title={`Send the invitation to ${countText(count, "guest")}?`}
        description="Each selected guest with an email address gets their personal invitation link, again if they had it already."
        confirmLabel="Send invitations"
        cancelLabel="Not now"
        tone="default"
        pending={operation.isPending}
        error={dialog === "invite" ? operation.error?.message : null}
        onConfirm={() => run({ action: "invite" })}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title="Delete the selected guests?"
        description={question}
        confirmLabel={`Delete ${countText(count, "guest")}`}
        pending={operation.isPending}
        error={dialog === "delete" ? operation.error?.message : null}
        onConfirm={() => run({ action: "delete" })}
      />
    </div>
  );
}
