/**
 * Cancelling an order: its tickets stop admitting anyone and their places go back on sale. "Refund" only
 * records that the money goes back: nothing is paid out by itself, since payments are offline for now.
 */
import { useState } from "react";
import { formatMoney } from "#shared/money.ts";
import type { TOrder } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useCancelOrder } from "./api.ts";
import { CheckField } from "./check-field.tsx";

type CancelMutation = ReturnType<typeof useCancelOrder>;

function CancelForm({ cancel, order, onDone }: { cancel: CancelMutation; order: TOrder; onDone: () => void }) {
  const [refund, setRefund] = useState(false);
  const paid = order.status === "paid" && order.totalMinor > 0;

  function confirm() {
    cancel.mutate(
      { id: order.id, refund: paid && refund },
      {
        onSuccess: (result) => {
          onDone();
          successToast(
            "Order cancelled",
            result.cancelled > 0
              ? `${countText(result.cancelled, "ticket")} cancelled; the places are back on sale.`
              : "Its tickets were already cancelled.",
          );
        },
      },
    );
  }

  return (
    <>
      {paid ? (
        <CheckField
          label={`Refund ${formatMoney(order.totalMinor, order.currency)}`}
          hint="Records that you are giving the money back. Pay it back yourself the way the buyer paid."
          checked={refund}
          onCheckedChange={setRefund}
        />
      ) : null}
      {cancel.error ? (
        <p role="alert" className="text-sm text-destructive">
          {cancel.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={cancel.isPending}>
            Keep it
          </Button>
        </DialogClose>
        <Button variant="destructive" loading={cancel.isPending} onClick={confirm}>
          Cancel order
        </Button>
      </DialogFooter>
    </>
  );
}

export function CancelOrderDialog({
  eventId,
  order,
  onClose,
}: {
  eventId: string;
  order: TOrder | null;
  onClose: () => void;
}) {
  const cancel = useCancelOrder(eventId);
  // A failure shown for one order is not carried over to the next one opened.
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    // Stays open while the cancellation runs, so its outcome is never in doubt.
    <Dialog open={order !== null} onOpenChange={(open) => (open || cancel.isPending ? undefined : close())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">
            {order ? `Cancel order ${order.reference}?` : "Cancel this order?"}
          </DialogTitle>
          <DialogDescription>
            {order
              ? `${order.buyerName}'s ${countText(order.tickets, "ticket")} ${order.tickets === 1 ? "stops" : "stop"} working straight away, at the door too, and the places go back on sale. This cannot be undone.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {order ? <CancelForm key={order.id} cancel={cancel} order={order} onDone={close} /> : null}
      </DialogContent>
    </Dialog>
  );
}
