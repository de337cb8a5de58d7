/**
 * One event's guest list: search, filters and sort kept in the address, paged on the server; ticking
 * guests to invite them; adding, importing and exporting; and each guest's actions (edit, personal link,
 * invitation, an answer given by phone, a new link, delete).
 */
import { useId, useState } from "react";
import { Download, FileUp, MailPlus, Send, UserPlus, Users, X } from "lucide-react";
import { GUEST_FILTERS, GUEST_SORTS, INVITE_BATCH_MAX, type TGuest } from "#shared/rsvp/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { countText } from "#shared/words.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { usePublishFirst } from "#client/components/publish-first-dialog.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { absoluteUrl, cn } from "#client/lib/utils.ts";
import {
  exportHref,
  GUESTS_PAGE_SIZE,
  useDeleteGuest,
  useGuestFacets,
  useGuests,
  useNewGuestLink,
  useSendInvitations,
  type GuestListParams,
} from "./api.ts";
import { AnswerDialog } from "./answer-dialog.tsx";
import { FILTER_LABELS, invitationResultText, SORT_LABELS, type GuestFilter, type GuestSort } from "./format.ts";
import { GuestFormDialog } from "./guest-form-dialog.tsx";
import { GuestRows, type GuestActions } from "./guest-rows.tsx";
import { ImportDialog } from "./import-dialog.tsx";

/**
 * The list's filters in the address. `hostKey` is the hosting page's own parameter (?event= on /rsvp,
 * ?tab= on the event's page): it is carried along, since a filter change rewrites the query string.
 */
function useGuestListParams(hostKey: string) {
  const [params, update] = useListParams<{
    q: string;
    filter: GuestFilter;
    group: string;
    tag: string;
    sort: GuestSort;
    host: string;
  }>({
    q: textParam(),
    filter: choiceParam(GUEST_FILTERS, "all", "status"),
    group: textParam(),
    tag: textParam(),
    sort: choiceParam(GUEST_SORTS, "name_asc"),
    host: textParam({ key: hostKey }),
  });
  const list: GuestListParams = {
    q: params.q,
    filter: params.filter,
    group: params.group,
    tag: params.tag,
    sort: params.sort,
    page: params.page,
  };
  return [list, update] as const;
}

/** The choices of a group or tag filter: those in use, plus the one in the address if it is not (any more). */
function facetOptions(all: string, values: readonly string[] | undefined, current: string) {
  const list = values ?? [];
  const withCurrent = current !== "" && !list.includes(current) ? [current, ...list] : list;
  return [{ value: "", label: all }, ...withCurrent.map((value) => ({ value, label: value }))];
}

function InviteEveryoneDialog({
  open,
  onOpenChange,
  notInvited,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notInvited: number | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite everyone not yet invited?</DialogTitle>
          <DialogDescription>
            {notInvited === null
              ? "Every guest with an email address who has not had an invitation gets one with their personal link."
              : `${countText(notInvited, "guest")} ${notInvited === 1 ? "has" : "have"} not had an invitation yet. Each one with an email address gets one with their personal link; guests without an address are skipped.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {pending ? null : <Send aria-hidden="true" />}
            Send the invitations
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function LinkDialog({ target, onClose }: { target: { guest: TGuest; url: string } | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">
            {target ? `${target.guest.name}'s personal link` : "Personal link"}
          </DialogTitle>
          <DialogDescription>Whoever opens it answers for this guest, so send it to them alone.</DialogDescription>
        </DialogHeader>
        {target ? <CopyLinkField url={target.url} label="Personal link" /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EmptyGuests({ event, onAdd, onImport }: { event: TEvent; onAdd: () => void; onImport: () => void }) {
  return (
    <EmptyState
      icon={Users}
      title="No guests yet"
      headingLevel={3}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onAdd}>
            <UserPlus aria-hidden="true" />
            Add your first guest
          </Button>
          <Button variant="outline" onClick={onImport}>
            <FileUp aria-hidden="true" />
            Import from CSV
          </Button>
        </div>
      }
    >
      Add the people you want at {event.name} one by one, or import a spreadsheet of them. Then send each one an
      invitation with their own link to answer.
    </EmptyState>
  );
}

export function GuestList({
  event,
  hostKey,
  notInvited,
}: {
  event: TEvent;
  hostKey: string;
  notInvited: number | null;
}) {
  const titleId = useId();
  const groupTerm = event.eventType.groupTerm;
  const [params, update] = useGuestListParams(hostKey);
  const list = useGuests(event.id, params);
  // One per kind of send, so each button shows its own progress.
  const sendSelection = useSendInvitations(event.id);
  const sendAll = useSendInvitations(event.id);
  const sendOne = useSendInvitations(event.id);
  // A draft is private: sending asks to publish it first (ADR 025).
  const publishFirst = usePublishFirst(event);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [invitingAll, setInvitingAll] = useState(false);
  const editing = useTarget<TGuest>();
  const answering = useTarget<TGuest>();
  const deleting = useConfirmedAction(useDeleteGuest(event.id), (guest: TGuest) => {
    select(guest, false);
    successToast("Guest deleted", `${guest.name} was removed from the guest list.`);
  });
  const relinking = useConfirmedAction(useNewGuestLink(event.id), (_guest: TGuest, guest) =>
    successToast(
      "New link created",
      `${guest.name}'s previous link no longer works. Send the new one with Resend invitation.`,
    ),
  );
  const showingLink = useTarget<{ guest: TGuest; url: string }>();

  const facets = useGuestFacets(event.id);

  const data = list.data;
  const filtered = params.q !== "" || params.filter !== "all" || params.group !== "" || params.tag !== "";
  usePageInRange({
    page: params.page,
    shown: data?.guests.length,
    total: data?.total,
    pageSize: GUESTS_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  function select(guest: TGuest, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(guest.id);
      else next.delete(guest.id);
      return next;
    });
  }

  function selectPage(on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const guest of data?.guests ?? []) {
        if (on) next.add(guest.id);
        else next.delete(guest.id);
      }
      return next;
    });
  }

  function sendSelected() {
    const guestIds = [...selected].slice(0, INVITE_BATCH_MAX);
    sendSelection.mutate(
      { guestIds },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          successToast(result.sent > 0 ? "Invitations sent" : "No invitations sent", invitationResultText(result));
        },
        onError: (error) => {
          if (!publishFirst.refused(error, "invitations", sendSelected))
            errorToast(`The invitations were not sent. ${error.message}`);
        },
      },
    );
  }

  function inviteEveryone() {
    sendAll.mutate(
      {},
      {
        onSuccess: (result) => {
          setInvitingAll(false);
          successToast(result.sent > 0 ? "Invitations sent" : "No invitations sent", invitationResultText(result));
        },
        onError: (error) => {
          setInvitingAll(false);
          if (!publishFirst.refused(error, "invitations", inviteEveryone))
            errorToast(`The invitations were not sent. ${error.message}`);
        },
      },
    );
  }

  const actions: GuestActions = {
    edit: editing.open,
    recordAnswer: answering.open,
    newLink: relinking.ask,
    remove: deleting.ask,
    copyLink: (guest) => {
      const url = absoluteUrl(guest.invitationPath, window.location.origin);
      const copied =
        navigator.clipboard && window.isSecureContext
          ? navigator.clipboard.writeText(url)
          : Promise.reject(new Error("no clipboard"));
      // Where the browser will not copy, the link is shown to copy by hand.
      copied.then(
        () => successToast("Link copied", `${guest.name}'s personal link is on the clipboard.`),
        () => showingLink.open({ guest, url }),
      );
    },
    sendInvitation: (guest) => publishFirst.guard("invitations", () => sendInvitationTo(guest)),
  };

  function sendInvitationTo(guest: TGuest) {
    sendOne.mutate(
      { guestIds: [guest.id], resend: guest.invitedAt !== null },
      {
        onSuccess: (result) =>
          result.sent > 0
            ? successToast(
                guest.invitedAt ? "Invitation sent again" : "Invitation sent",
                `${guest.name}'s invitation is on the way.`,
              )
            : errorToast(
                result.withoutEmail > 0
                  ? `${guest.name} has no email address. Add one with Edit, or copy the personal link and send it yourself.`
                  : invitationResultText(result),
              ),
        onError: (error) => {
          if (!publishFirst.refused(error, "invitations", () => sendInvitationTo(guest)))
            errorToast(`The invitation was not sent. ${error.message}`);
        },
      },
    );
  }

  const empty = data !== undefined && data.total === 0 && !filtered;
  const selectedCount = selected.size;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      {/* The toolbar has a row of its own under the title, so no button is squeezed onto a line by itself. */}
      <div className="space-y-3">
        <div className="space-y-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            Guest list
          </h2>
          <p className="text-sm text-muted-foreground">Times are shown in {describeTimeZone(event.timeZone)} time.</p>
        </div>
        {empty || !data ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" />
              Add guest
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import from CSV
            </Button>
            <Button variant="outline" onClick={() => publishFirst.guard("invitations", () => setInvitingAll(true))}>
              <MailPlus aria-hidden="true" />
              Invite everyone not yet invited
            </Button>
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              {(["csv", "xlsx"] as const).map((format) => (
                <Button key={format} asChild variant="ghost">
                  <a href={exportHref(event.id, format)} download>
                    <Download aria-hidden="true" />
                    Export {format.toUpperCase()}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        )}
      </div>

      {empty ? null : (
        <div
          role="search"
          aria-label="Filter guests"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]"
        >
          <SearchField
            label="Search guests"
            value={params.q}
            onSearch={(q) => update({ q })}
            placeholder="Name, email or phone"
            className="sm:col-span-2 lg:col-span-1"
          />
          <FilterSelect
            label="Status"
            value={params.filter}
            options={GUEST_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }))}
            onChange={(filter) => update({ filter })}
          />
          <FilterSelect
            label={groupTerm}
            value={params.group}
            options={facetOptions(`Every ${groupTerm.toLowerCase()}`, facets.data?.groups, params.group)}
            onChange={(group) => update({ group })}
          />
          <FilterSelect
            label="Tag"
            value={params.tag}
            options={facetOptions("Any tag", facets.data?.tags, params.tag)}
            onChange={(tag) => update({ tag })}
          />
          <FilterSelect
            label="Sort by"
            value={params.sort}
            options={GUEST_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
            onChange={(sort) => update({ sort })}
          />
        </div>
      )}

      {list.isPending ? (
        <ListSkeleton label="Loading guests" rows={5} />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load the guest list."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : empty ? (
        <EmptyGuests event={event} onAdd={() => setAdding(true)} onImport={() => setImporting(true)} />
      ) : data && data.guests.length === 0 ? (
        <NoMatches icon={Users} items="guests" onClear={() => update({ q: "", filter: "all", group: "", tag: "" })} />
      ) : data ? (
        <div className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          <div
            className={cn(
              "flex flex-col gap-2 rounded-lg border px-3 py-2 sm:flex-row sm:items-center sm:justify-between",
              selectedCount > 0 ? "border-primary/30 bg-primary-soft" : "bg-muted/40",
            )}
          >
            <p className="text-sm" aria-live="polite">
              <span className="text-muted-foreground">
                {countText(data.total, "guest")}
                {filtered ? " match" : ""}
              </span>
              {selectedCount > 0 ? (
                <span className="font-medium"> · {selectedCount.toLocaleString()} selected</span>
              ) : (
                <span className="text-muted-foreground"> · tick guests to invite them</span>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {selectedCount > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                  <X aria-hidden="true" />
                  Clear selection
                </Button>
              ) : null}
              <Button
                size="sm"
                disabled={selectedCount === 0}
                loading={sendSelection.isPending}
                onClick={() => publishFirst.guard("invitations", sendSelected)}
              >
                {sendSelection.isPending ? null : <Send aria-hidden="true" />}
                Send invitations
              </Button>
            </div>
          </div>
          <GuestRows
            guests={data.guests}
            groupTerm={groupTerm}
            timeZone={event.timeZone}
            selected={selected}
            onSelect={select}
            onSelectPage={selectPage}
            actions={actions}
            stale={list.isPlaceholderData}
          />
          <Pagination
            label="Guest list pages"
            page={params.page}
            total={data.total}
            pageSize={GUESTS_PAGE_SIZE}
            onPage={(page) => update({ page })}
          />
        </div>
      ) : null}

      <GuestFormDialog open={adding} onOpenChange={setAdding} eventId={event.id} groupTerm={groupTerm} guest={null} />
      <GuestFormDialog
        open={editing.target !== null}
        onOpenChange={(open) => (open ? undefined : editing.close())}
        eventId={event.id}
        groupTerm={groupTerm}
        guest={editing.target}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} eventId={event.id} groupTerm={groupTerm} />
      <AnswerDialog guest={answering.target} eventId={event.id} onClose={answering.close} />
      <InviteEveryoneDialog
        open={invitingAll}
        onOpenChange={setInvitingAll}
        notInvited={notInvited}
        pending={sendAll.isPending}
        onConfirm={inviteEveryone}
      />
      {publishFirst.dialog}
      <LinkDialog target={showingLink.target} onClose={showingLink.close} />
      <ConfirmTargetDialog
        action={deleting}
        title={`Delete ${deleting.target?.name ?? "this guest"}?`}
        description="Their answer, party details and personal link are deleted with them. This cannot be undone."
        confirmLabel="Delete guest"
      />
      <ConfirmTargetDialog
        action={relinking}
        title={`Create a new link for ${relinking.target?.name ?? "this guest"}?`}
        description="The link they have now stops working straight away. Their answer is kept; send them the new link afterwards."
        confirmLabel="Create new link"
      />
    </section>
  );
}
