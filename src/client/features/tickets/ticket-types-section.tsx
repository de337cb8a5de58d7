/**
 * The kinds of ticket on sale: what each costs, how many are sold of how many, when it is on sale and
 * whether the shop shows it; with creating, editing and deleting them.
 */
import { useId, useState } from "react";
import { EyeOff, Pencil, Ticket, Trash2 } from "lucide-react";
import { formatMoney } from "#shared/money.ts";
import type { TTicketType } from "#shared/tickets/schemas.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { useDeleteTicketType, useTicketTypes } from "./api.ts";
import { CreatableListSection } from "./creatable-list-section.tsx";
import { soldText, windowText } from "./format.ts";
import type { ManagerScope } from "./scope.ts";
import { ShareBar } from "./share-bar.tsx";
import { TicketTypeDialog } from "./ticket-type-dialog.tsx";

function TypeRow({
  type,
  timeZone,
  onEdit,
  onDelete,
}: {
  type: TTicketType;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold break-words">
            {type.name}
          </h3>
          {type.hidden ? (
            <Badge variant="neutral">
              <EyeOff aria-hidden="true" />
              Hidden
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {type.activityTitle ?? "Whole event"} ·{" "}
          <span className="font-medium text-foreground">
            {type.priceMinor === 0 ? "Free" : formatMoney(type.priceMinor, type.currency)}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {windowText(type.saleStartsAt, type.saleEndsAt, timeZone, "On sale while the shop is open")}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="w-full space-y-1.5 sm:w-48">
          <p className="text-sm tabular-nums">{soldText(type.sold, type.quantity)}</p>
          <ShareBar part={type.sold} whole={type.quantity} />
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${type.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${type.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

export function TicketTypesSection({ scope }: { scope: ManagerScope }) {
  const { event, activity } = scope;
  const types = useTicketTypes(event.id, activity?.id ?? "");
  const [creating, setCreating] = useState(false);
  const editing = useTarget<TTicketType>();
  const deleting = useConfirmedAction(useDeleteTicketType(event.id), (type: TTicketType) =>
    successToast("Ticket type deleted", `${type.name} is no longer on sale.`),
  );
  // New types start in the currency already in use, so an event's prices stay in one currency.
  const currency = types.data?.[0]?.currency ?? "USD";

  return (
    <CreatableListSection
      title="Ticket types"
      description={`${activity ? `Tickets for ${activity.name}. ` : ""}Sale times are in ${describeTimeZone(event.timeZone)} time.`}
      query={types}
      loadingLabel="Loading ticket types"
      skeletonRows={3}
      failedTitle="We couldn't load the ticket types."
      createLabel="New ticket type"
      onCreate={() => setCreating(true)}
      empty={{
        icon: Ticket,
        title: "No ticket types yet",
        createLabel: "Create your first ticket type",
        text: "A ticket type is one kind of ticket with its own price and number of places: general admission, early bird, VIP.",
      }}
      items={(items) => (
        <Card>
          <ul className="divide-y">
            {items.map((type) => (
              <TypeRow
                key={type.id}
                type={type}
                timeZone={event.timeZone}
                onEdit={() => editing.open(type)}
                onDelete={() => deleting.ask(type)}
              />
            ))}
          </ul>
        </Card>
      )}
    >
      <TicketTypeDialog
        open={creating}
        onOpenChange={setCreating}
        event={event}
        type={null}
        activityId={activity?.id ?? ""}
        currency={currency}
      />
      <TicketTypeDialog
        open={editing.target !== null}
        onOpenChange={(open) => (open ? undefined : editing.close())}
        event={event}
        type={editing.target}
        activityId=""
        currency={currency}
      />
      <ConfirmTargetDialog
        action={deleting}
        title={`Delete ${deleting.target?.name ?? "this ticket type"}?`}
        description="It leaves the shop and every check-in list straight away. A type with tickets sold cannot be deleted: cancel its tickets first, or hide it from the shop instead."
        confirmLabel="Delete ticket type"
      />
    </CreatableListSection>
  );
}
