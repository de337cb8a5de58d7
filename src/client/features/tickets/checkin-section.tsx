/**
 * Check-in at the door: the event's check-in lists (which types each admits, when, whether a ticket may
 * come in again, how many are in), and for each a door link the staff open on their phone to scan tickets
 * without an account: created, replaced (the old one stops at once) or revoked. A draft asks to be published
 * before its first list (and door link) is made (ADR 025).
 */
import { useId, useState } from "react";
import { DoorOpen, Pencil, ScanLine, Trash2 } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import type { TCheckinList, TTicketType } from "#shared/tickets/schemas.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { usePublishFirst } from "#client/components/publish-first-dialog.tsx";
import { ShareLinkControls } from "#client/components/share-link-controls.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#client/components/ui/card.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useCheckinLists, useDeleteCheckinList, useNewDoorLink, useRevokeDoorLink, useTicketTypes } from "./api.ts";
import { CheckinListDialog } from "./checkin-list-dialog.tsx";
import { CreatableListSection } from "./creatable-list-section.tsx";
import { windowText } from "./format.ts";

function typesText(list: TCheckinList, types: readonly TTicketType[] | undefined): string {
  if (list.typeIds.length === 0) return "Every ticket type";
  const names = list.typeIds
    .map((typeId) => types?.find((type) => type.id === typeId)?.name)
    .filter((name) => name !== undefined);
  // Names not known (yet) are counted rather than left out.
  const unknown = list.typeIds.length - names.length;
  return [...names, ...(unknown > 0 ? [`${unknown} other type${unknown === 1 ? "" : "s"}`] : [])].join(", ");
}

function DoorLink({ eventId, list }: { eventId: string; list: TCheckinList }) {
  const create = useNewDoorLink(eventId);
  const revoke = useRevokeDoorLink(eventId);
  const url = list.doorPath ? absoluteUrl(list.doorPath, window.location.origin) : null;
  return (
    <ShareLinkControls
      target={{ id: list.id, name: list.name }}
      url={url}
      label="Door link"
      note={
        url ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              Whoever has this link can check tickets in: share it with your door staff only.
            </p>
            <Button asChild size="sm">
              <a href={url} target="_blank" rel="noreferrer">
                <ScanLine aria-hidden="true" />
                Open scanner
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        ) : null
      }
      emptyText="No door link yet. Create one for the staff at the door: it opens the scanner on their phone, no account needed."
      createLabel="Create door link"
      replaceDescription="The current door link stops working straight away, on every phone that has it open. Check-ins made so far are kept."
      revokeDescription="The door link stops working straight away, on every phone that has it open. Check-ins made so far are kept."
      create={create}
      revoke={revoke}
    />
  );
}

function ListCard({
  event,
  list,
  types,
  onEdit,
  onDelete,
}: {
  event: TEvent;
  list: TCheckinList;
  types: TTicketType[] | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-base font-semibold break-words">
            {list.name}
          </h3>
          <p className="text-sm text-muted-foreground">{typesText(list, types)}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${list.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${list.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Open</dt>
            <dd>{windowText(list.activeFrom, list.activeUntil, event.timeZone, "Any time")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Entry</dt>
            <dd>{list.allowReentry ? "Re-entry allowed" : "Once per ticket"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Checked in</dt>
            <dd className="text-lg font-semibold tabular-nums">{list.checkedIn.toLocaleString()}</dd>
          </div>
        </dl>
        <DoorLink eventId={event.id} list={list} />
      </CardContent>
    </Card>
  );
}

export function CheckinSection({ event }: { event: TEvent }) {
  const lists = useCheckinLists(event.id);
  const types = useTicketTypes(event.id);
  const [creating, setCreating] = useState(false);
  const publishFirst = usePublishFirst(event);
  const editing = useTarget<TCheckinList>();
  const deleting = useConfirmedAction(useDeleteCheckinList(event.id), (list: TCheckinList) =>
    successToast("Check-in list deleted", `${list.name} and its door link are gone.`),
  );

  return (
    <CreatableListSection
      title="Check-in"
      description={`Times are in ${describeTimeZone(event.timeZone)} time.`}
      query={lists}
      loadingLabel="Loading check-in lists"
      skeletonRows={2}
      failedTitle="We couldn't load the check-in lists."
      createLabel="New check-in list"
      onCreate={() => publishFirst.guard("door", () => setCreating(true))}
      empty={{
        icon: DoorOpen,
        title: "No check-in lists yet",
        createLabel: "Create your first check-in list",
        text: "A check-in list is one door or session: it says which tickets get in and when. Each gets a link your door staff open to scan tickets.",
      }}
      items={(items) => (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {items.map((list) => (
            <ListCard
              key={list.id}
              event={event}
              list={list}
              types={types.data}
              onEdit={() => editing.open(list)}
              onDelete={() => deleting.ask(list)}
            />
          ))}
        </div>
      )}
    >
      <CheckinListDialog open={creating} onOpenChange={setCreating} event={event} list={null} />
      <CheckinListDialog
        open={editing.target !== null}
        onOpenChange={(open) => (open ? undefined : editing.close())}
        event={event}
        list={editing.target}
      />
      <ConfirmTargetDialog
        action={deleting}
        title={`Delete ${deleting.target?.name ?? "this check-in list"}?`}
        description="Its door link stops working straight away, and the check-ins recorded on it are deleted with it. The tickets themselves stay valid."
        confirmLabel="Delete check-in list"
      />
      {publishFirst.dialog}
    </CreatableListSection>
  );
}
