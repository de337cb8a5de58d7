/**
 * The event's public ticket shop: open or closed, its link (copy, open, replace), and whether buyers may
 * pay offline (at the door, by bank transfer) with the instructions they are given. A draft asks to be
 * published before the shop opens, and priced tickets nobody could pay for are named before it does
 * (ADR 025).
 */
import { useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { ExternalLink, RefreshCw, Store, Wallet } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import {
  UNPAID_HOLD_HOURS_DEFAULT,
  UNPAID_HOLD_HOURS_MAX,
  UNPAID_HOLD_HOURS_MIN,
  ZTicketShopInput,
  type TTicketShop,
} from "#shared/tickets/schemas.ts";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { SaveFormFooter } from "#client/components/form-footer.tsx";
import { usePublishFirst } from "#client/components/publish-first-dialog.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
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
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useReplaceShopLink, useTicketShop, useUpdateTicketShop } from "./api.ts";
import { CheckField } from "./check-field.tsx";

interface PaymentFormValues {
  offlinePayment: boolean;
  paymentInstructions: string;
  /** Typed as text; the shared schema makes it a whole number of hours. */
  unpaidHoldHours: string;
}

const FIELD_NAMES = ["offlinePayment", "paymentInstructions", "unpaidHoldHours"] as const satisfies ReadonlyArray<
  keyof PaymentFormValues
>;

const paymentResolver = shapedZodResolver<PaymentFormValues, typeof ZTicketShopInput>(ZTicketShopInput, (values) => ({
  ...values,
  unpaidHoldHours: values.unpaidHoldHours.trim(),
}));

const toFormValues = (shop: TTicketShop): PaymentFormValues => ({
  offlinePayment: shop.offlinePayment,
  paymentInstructions: shop.paymentInstructions,
  unpaidHoldHours: String(shop.unpaidHoldHours),
});

/** The checkbox "Offer offline payment", where "Set up payment" takes the organiser. */
const OFFLINE_PAYMENT_ID = "ticket-shop-offline-payment";

const quotedList = (names: readonly string[]) =>
  new Intl.ListFormat("en", { type: "conjunction" }).format(names.map((name) => `“${name}”`));

/** "“Dinner” costs money, but…": the priced types buyers could not get, and what that means for them. */
function unpayableText(names: readonly string[]): string {
  const one = names.length === 1;
  return `${quotedList(names)} ${one ? "costs" : "cost"} money, but the shop takes no payment yet: buyers see ${one ? "it" : "them"} as not sold online and can get only the free tickets.`;
}

/** Opening a shop whose priced tickets nobody could pay for: set up payment first, or open it anyway. */
function UnpayableDialog({
  names,
  open,
  onOpenChange,
  onSetUpPayment,
  onOpenAnyway,
}: {
  names: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSetUpPayment: () => void;
  onOpenAnyway: () => void;
}) {
  const settingUp = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!settingUp.current) return;
          // To the payment settings rather than back to "Shop open".
          settingUp.current = false;
          event.preventDefault();
          const checkbox = document.getElementById(OFFLINE_PAYMENT_ID);
          checkbox?.scrollIntoView({ block: "center" });
          checkbox?.focus({ preventScroll: true });
        }}
      >
        <DialogHeader>
          <DialogTitle>Buyers can't pay for these tickets yet</DialogTitle>
          <DialogDescription>
            {unpayableText(names)} Offer offline payment (at the door or by bank transfer) so they can buy them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onOpenAnyway}>
            Open the shop anyway
          </Button>
          <Button
            onClick={() => {
              settingUp.current = true;
              onSetUpPayment();
            }}
          >
            <Wallet aria-hidden="true" />
            Set up payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ShopLink({ event, shop }: { event: TEvent; shop: TTicketShop }) {
  const toggle = useUpdateTicketShop(event.id);
  const replace = useReplaceShopLink(event.id);
  const [replacing, setReplacing] = useState(false);
  const [warning, setWarning] = useState(false);
  const publishFirst = usePublishFirst(event);
  const url = shop.path ? absoluteUrl(shop.path, window.location.origin) : null;
  const unpayable = shop.unpayableTypes;

  function change(enabled: boolean) {
    toggle.mutate(
      { enabled },
      {
        onSuccess: () =>
          enabled
            ? successToast("Ticket shop open", "Anyone with the link can now get tickets.")
            : successToast("Ticket shop closed", "Nobody can get tickets through the link until you open it again."),
        onError: (error) => {
          if (enabled && publishFirst.refused(error, "shop", () => change(true))) return;
          errorToast(`The shop was not ${enabled ? "opened" : "closed"}. ${error.message}`);
        },
      },
    );
  }

  function setOpen(enabled: boolean) {
    if (!enabled) return change(false);
    // A draft is published first; priced tickets nobody could pay for are named before the shop opens.
    publishFirst.guard("shop", () => (unpayable.length > 0 ? setWarning(true) : change(true)));
  }

  function replaceLink() {
    replace.mutate(undefined, {
      onSuccess: () => {
        setReplacing(false);
        successToast("New shop link created", "The previous link no longer works. Share the new one.");
      },
    });
  }

  return (
    <div className="space-y-4">
      <CheckField
        label="Shop open"
        hint="While it is open, anyone with the link sees the ticket types that are not hidden and can get tickets."
        checked={shop.enabled}
        disabled={toggle.isPending}
        onCheckedChange={setOpen}
      />
      {shop.enabled && unpayable.length > 0 ? (
        <Alert variant="warning" role="status" title="Some tickets can't be bought">
          {unpayableText(unpayable)} Offer offline payment under Payment.
        </Alert>
      ) : null}
      {url && shop.enabled ? (
        <>
          <CopyLinkField url={url} label="Shop link" />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Open the shop
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                replace.reset();
                setReplacing(true);
              }}
            >
              <RefreshCw aria-hidden="true" />
              Replace link
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {shop.path
            ? "The shop is closed: its link stays the same for when you open it again."
            : "Open the shop to get its link."}
        </p>
      )}
      <ConfirmDialog
        open={replacing}
        onOpenChange={setReplacing}
        title="Replace the shop link?"
        description="The current link stops working straight away, wherever you shared it. Tickets already sold stay valid."
        confirmLabel="Replace link"
        pending={replace.isPending}
        error={replace.error?.message ?? null}
        onConfirm={replaceLink}
      />
      <UnpayableDialog
        names={unpayable}
        open={warning}
        onOpenChange={setWarning}
        onSetUpPayment={() => setWarning(false)}
        onOpenAnyway={() => {
          setWarning(false);
          change(true);
        }}
      />
      {publishFirst.dialog}
    </div>
  );
}

function PaymentForm({ event, shop }: { event: TEvent; shop: TTicketShop }) {
  const id = useId();
  const save = useUpdateTicketShop(event.id);
  const {
    register,
    setValue,
    reset,
    control,
    formError,
    submitWith,
    formState: { errors, isDirty, isSubmitting },
  } = useServerForm<PaymentFormValues, z.output<typeof ZTicketShopInput>>({
    resolver: paymentResolver,
    defaultValues: toFormValues(shop),
    fieldNames: FIELD_NAMES,
    failure: "The payment settings could not be saved.",
  });
  const offlinePayment = useWatch({ control, name: "offlinePayment" });

  const submit = submitWith(async (input) => {
    const saved = await save.mutateAsync(input);
    reset(toFormValues(saved));
    successToast("Payment settings saved");
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Payment settings" className="space-y-5">
      <UnsavedChangesGuard
        when={isDirty && !isSubmitting}
        description="Your changes to the payment settings will be lost."
      />
      <CheckField
        id={OFFLINE_PAYMENT_ID}
        label="Offer offline payment"
        hint="Buyers of priced tickets may pay at the door or by bank transfer. Their tickets are held but do not admit anyone until you confirm the payment."
        checked={offlinePayment}
        onCheckedChange={(checked) => setValue("offlinePayment", checked, { shouldDirty: true })}
      />
      <FormField
        id={`${id}-instructions`}
        label="Payment instructions"
        hint="What buyers read after ordering: bank details and the reference to use, or what to bring to the door."
        error={errors.paymentInstructions?.message}
      >
        {(props) => <Textarea {...props} rows={4} maxLength={2000} {...register("paymentInstructions")} />}
      </FormField>
      <FormField
        id={`${id}-hold`}
        label="Hold unpaid orders for (hours)"
        hint={`An order you have not marked as paid by then is cancelled and its tickets go back on sale. Buyers are told until when. ${UNPAID_HOLD_HOURS_MIN} to ${UNPAID_HOLD_HOURS_MAX} hours; ${UNPAID_HOLD_HOURS_DEFAULT} is two days.`}
        error={errors.unpaidHoldHours?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={UNPAID_HOLD_HOURS_MIN}
            max={UNPAID_HOLD_HOURS_MAX}
            step={1}
            className="max-w-32"
            {...register("unpaidHoldHours")}
          />
        )}
      </FormField>
      <SaveFormFooter
        error={formError}
        errorTitle="The payment settings were not saved"
        dirty={isDirty}
        submitting={isSubmitting}
        submitLabel="Save payment settings"
      />
    </form>
  );
}

export function ShopSection({ event }: { event: TEvent }) {
  const shop = useTicketShop(event.id);

  if (shop.isPending) return <FormSkeleton label="Loading the ticket shop" />;
  if (shop.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the ticket shop."
        error={shop.error}
        retrying={shop.isFetching}
        onRetry={() => void shop.refetch()}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <RegionCard
        icon={Store}
        title="Ticket shop"
        description="One public page where buyers choose their tickets; no account needed."
      >
        <ShopLink event={event} shop={shop.data} />
      </RegionCard>
      <RegionCard
        icon={Wallet}
        title="Payment"
        description="Free tickets are confirmed at once. Card payments are not available yet."
      >
        <PaymentForm key={event.id} event={event} shop={shop.data} />
      </RegionCard>
    </div>
  );
}
