/**
 * /tagging: the organiser's tags on an event's people: the tags in use with their counts (rename, delete)
 * and "Tag people" (search, tick, add or remove a tag). The route has no page gate, so a free plan learns
 * about the upgrade from the API's 403 PLAN_REQUIRED.
 */
import { useId, useState } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Tag, Tags, Trash2, Users } from "lucide-react";
import type { z } from "zod";
import { TAG_MAX, ZTagPeople, ZTagRename, type TMemberEvent } from "#shared/people/schemas.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { useMemberEvents } from "#client/lib/member-events.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { isPlanRequired } from "#client/lib/api.ts";
import { usePeople, useDeleteTag, useRenameTag, useTagPeople, useTags, useUntagPeople } from "./api.ts";
import { PeoplePageFrame } from "./person-parts.tsx";

const PICK_PAGE_SIZE = 50;
interface TagRow {
  id: string;
  count: number;
}

function UpgradeNotice() {
  return (
    <Alert
      variant="info"
      title="Tagging comes with Premium"
      action={
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      }
    >
      Upgrade to tag the people of your events and find them again by tag in the directory.
    </Alert>
  );
}

const peopleText = (n: number) => (n === 1 ? "1 person" : `${n.toLocaleString()} people`);

interface RenameTagValues {
  to: string;
}

const RENAME_FIELDS = ["to"] as const satisfies ReadonlyArray<keyof RenameTagValues>;

/** The new name, checked as the API's own ZTagRename checks it (the tag renamed is the server's already). */
const ZNewTagName = ZTagRename.pick({ to: true });

function RenameDialog({
  eventId,
  target,
  existing,
  onClose,
}: {
  eventId: string;
  target: TagRow | null;
  existing: readonly string[];
  onClose: () => void;
}) {
  const id = useId();
  const rename = useRenameTag(eventId);
  const {
    register,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<RenameTagValues, z.output<typeof ZNewTagName>>({
    resolver: zodResolver(ZNewTagName),
    defaultValues: { to: "" },
    fieldNames: RENAME_FIELDS,
    failure: "Something went wrong. Please try again.",
  });
  const to = useWatch({ control, name: "to" });
  const merges =
    target !== null && existing.some((t) => t.toLowerCase() === to.trim().toLowerCase() && t !== target.id);

  const submit = submitWith(async ({ to: name }) => {
    if (!target) return;
    await rename.mutateAsync({ from: target.id, to: name });
    successToast("Tag renamed", `"${target.id}" is now "${name}".`);
    onClose();
  });

  // The dialog is mounted afresh for each tag (its key), so closing needs no clearing.
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Rename "{target?.id}"</DialogTitle>
          <DialogDescription>
            Everyone tagged {target?.id} gets the new name. A name already in use merges the two tags.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {/* One field: whatever the server says about the rename is said under it. */}
          <FormField id={`${id}-to`} label="New name" required error={errors.to?.message ?? formError ?? undefined}>
            {(props) => <Input {...props} maxLength={TAG_MAX + 10} {...register("to")} />}
          </FormField>
          {merges ? (
            <p className="text-sm text-muted-foreground">This tag already exists: the two become one.</p>
          ) : null}
          <DialogFormFooter
            error={null}
            errorTitle="The tag was not renamed"
            submitting={isSubmitting}
            submitLabel="Rename tag"
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TagList({ event }: { event: TMemberEvent }) {
  const tags = useTags(event.id);
  const renaming = useTarget<TagRow>();
  const deleting = useConfirmedAction(useDeleteTag(event.id), (row: TagRow) =>
    successToast("Tag deleted", `"${row.id}" was removed from everyone.`),
  );
  const rows: TagRow[] = (tags.data?.items ?? []).map((t) => ({ id: t.tag, count: t.count }));
  if (isPlanRequired(tags.error)) return <UpgradeNotice />;
  return (
    <RegionCard
      icon={Tags}
      title="Tags"
      description="The tags on this event's people. Renaming or deleting one changes it for everyone."
    >
      {tags.isPending ? (
        <ListSkeleton label="Loading tags" rows={3} />
      ) : tags.isError ? (
        <LoadFailedAlert
          title="We couldn't load the tags."
          error={tags.error}
          retrying={tags.isFetching}
          onRetry={() => void tags.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={Tag} title="No tags yet" headingLevel={3}>
          Tag people below to group them your way: committee, helpers, old friends.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="flex min-w-0 items-center gap-2">
                <Badge variant="neutral" className="break-all">
                  {row.id}
                </Badge>
                <span className="text-sm text-muted-foreground">{peopleText(row.count)}</span>
              </span>
              <span className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => renaming.open(row)} aria-label={`Rename ${row.id}`}>
                  <Pencil aria-hidden="true" />
                  Rename
                </Button>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  onClick={() => deleting.ask(row)}
                  aria-label={`Delete ${row.id}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <RenameDialog
        key={renaming.target?.id ?? ""}
        eventId={event.id}
        target={renaming.target}
        existing={rows.map((r) => r.id)}
        onClose={renaming.close}
      />
      <ConfirmTargetDialog
        action={deleting}
        title={`Delete the tag "${deleting.target?.id ?? ""}"?`}
        description={`It is removed from ${peopleText(deleting.target?.count ?? 0)}. The people stay on the guest list.`}
        confirmLabel="Delete tag"
      />
    </RegionCard>
  );
}

interface TagPeopleValues {
  tag: string;
}

const TAG_FIELDS = ["tag"] as const satisfies ReadonlyArray<keyof TagPeopleValues>;

/** The tag, checked as the API's own ZTagPeople checks it; the people ticked are checked beside it. */
const ZPeopleTag = ZTagPeople.pick({ tag: true });
const peopleTagResolver = zodResolver(ZPeopleTag);

function TagPeople({ event }: { event: TMemberEvent }) {
  const id = useId();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const people = usePeople(event.id, { q, group: "", status: "", location: "", tag: "", page }, PICK_PAGE_SIZE);
  const tags = useTags(event.id);
  const add = useTagPeople(event.id);
  const remove = useUntagPeople(event.id);
  const items = people.data?.items ?? [];
  const pageSelected = items.length > 0 && items.every((p) => selected.has(p.guestId));
  // The ticks live outside the form: with a usable tag and nobody ticked, the tag's line says so.
  const resolver: Resolver<TagPeopleValues, unknown, z.output<typeof ZPeopleTag>> = async (
    values,
    context,
    options,
  ) => {
    const checked = await peopleTagResolver(values, context, options);
    if (Object.keys(checked.errors).length > 0 || selected.size > 0) return checked;
    return { values: {}, errors: { tag: { type: "validate", message: "Tick the people to tag first" } } };
  };
  const {
    register,
    submitWith,
    formState: { errors },
  } = useServerForm<TagPeopleValues, z.output<typeof ZPeopleTag>>({
    resolver,
    defaultValues: { tag: "" },
    fieldNames: TAG_FIELDS,
    failure: "Something went wrong. Please try again.",
  });

  function toggle(ids: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const guestId of ids) {
        if (on) next.add(guestId);
        else next.delete(guestId);
      }
      return next;
    });
  }

  // A failure is told in a toast; a tag the server refuses is also said under the field.
  const apply = (kind: "add" | "remove") =>
    submitWith(async ({ tag }) => {
      const body = { tag, guestIds: [...selected].slice(0, 500) };
      const result = await (kind === "add" ? add : remove).mutateAsync(body).catch((error: Error) => {
        errorToast(error.message);
        throw error;
      });
      successToast(
        kind === "add" ? "Tag added" : "Tag removed",
        `${peopleText(result.updated)} ${kind === "add" ? "tagged" : "untagged"} "${body.tag}".`,
      );
      setSelected(new Set());
    });
  const addTag = apply("add");
  const removeTag = apply("remove");

  return (
    <RegionCard icon={Users} title="Tag people" description="Find people, tick them, then add or remove a tag.">
      <div className="space-y-4">
        <SearchField
          label="Search people"
          value={q}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
          placeholder="Name or location"
        />
        {people.isPending ? (
          <ListSkeleton label="Loading people" rows={3} />
        ) : people.isError && !people.data ? (
          <LoadFailedAlert
            title="We couldn't load the people."
            error={people.error}
            retrying={people.isFetching}
            onRetry={() => void people.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {q ? "Nobody matches that search." : "The guest list is empty: add guests on the RSVP page first."}
          </p>
        ) : (
          <fieldset className="space-y-2" aria-busy={people.isPlaceholderData || undefined}>
            <legend className="sr-only">People to tag</legend>
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox
                checked={pageSelected}
                onCheckedChange={(checked) =>
                  toggle(
                    items.map((p) => p.guestId),
                    checked === true,
                  )
                }
              />
              Select everyone on this page
            </label>
            <ul className="divide-y rounded-lg border">
              {items.map((person) => (
                <li key={person.guestId} className="px-3 py-2">
                  <label className="flex items-start gap-3">
                    <Checkbox
                      className="mt-0.5"
                      checked={selected.has(person.guestId)}
                      onCheckedChange={(checked) => toggle([person.guestId], checked === true)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{person.name}</span>
                      {person.tags && person.tags.length > 0 ? (
                        <span className="block text-xs break-words text-muted-foreground">
                          {person.tags.join(", ")}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <Pagination
              label="People to tag pages"
              page={page}
              total={people.data?.total ?? 0}
              pageSize={PICK_PAGE_SIZE}
              onPage={setPage}
            />
          </fieldset>
        )}
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3 sm:flex-row sm:items-end">
          <FormField
            id={`${id}-tag`}
            label="Tag"
            error={errors.tag?.message}
            className="flex-1"
            hint={`${selected.size.toLocaleString()} selected`}
          >
            {(control) => <Input {...control} list={`${id}-existing`} placeholder="Committee" {...register("tag")} />}
          </FormField>
          <datalist id={`${id}-existing`}>
            {(tags.data?.items ?? []).map((t) => (
              <option key={t.tag} value={t.tag} />
            ))}
          </datalist>
          <div className="flex gap-2">
            <Button loading={add.isPending} onClick={(e) => void addTag(e)}>
              Add tag
            </Button>
            <Button variant="outline" loading={remove.isPending} onClick={(e) => void removeTag(e)}>
              Remove tag
            </Button>
          </div>
        </div>
      </div>
    </RegionCard>
  );
}

function Tagging({ event }: { event: TMemberEvent }) {
  if (event.role !== "organiser") {
    return (
      <Alert variant="info" title="Only organisers tag people">
        You're a guest at {event.name}. Choose an event you organise to tag its people.
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TagPeople event={event} />
      <TagList event={event} />
    </div>
  );
}

export default function TaggingPage() {
  const events = useMemberEvents();
  return (
    <PeoplePageFrame
      title="Tagging"
      intro={<p>Group the people of your events with your own tags, then filter the directory by them.</p>}
    >
      {isPlanRequired(events.error) ? (
        <UpgradeNotice />
      ) : (
        <MemberEventPicker noEventsText="Tags belong to the people of an event you organise.">
          {(event) => <Tagging key={event.id} event={event} />}
        </MemberEventPicker>
      )}
    </PeoplePageFrame>
  );
}
