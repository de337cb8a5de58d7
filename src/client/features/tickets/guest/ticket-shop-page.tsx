/**
 * /tickets/:token: an event's ticket shop, opened from a shared link on a phone, no account needed. The
 * event, its ticket types with what is left, who is buying (and, if they like, who each ticket is for), how
 * to pay, and the order: sent once, however often the button is pressed.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Controller, get, useWatch, type Path } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Landmark, Ticket } from "lucide-react";
import type { TShopView } from "#shared/tickets/schemas.ts";
import {
  GuestEventHeader,
  GuestPage,
  GuestPageFailure,
  GuestPageSkeleton,
  PlainText,
} from "#client/components/guest-page.tsx";
import { NameEmailFields } from "#client/components/name-email-fields.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { ApiError } from "#client/lib/api.ts";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { handCheckedResolver, refusalOf } from "#client/lib/hand-checked-form.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { cn } from "#client/lib/utils.ts";
import { guestTicketKeys, usePlaceOrder, useTicketShop } from "./api.ts";
import { useOrderKey } from "./order-key.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import {
  canAddOne,
  chosenItems,
  holderField,
  holderNamesOf,
  lowStockText,
  maxQuantity,
  needsPayment,
  ORDER_TICKETS_MAX,
  placeServerErrors,
  priceText,
  ticketCount,
  toOrderInput,
  totalText,
  unavailableText,
  validateOrder,
  withHolderName,
  withQuantity,
  type BuyerValues,
  type ChosenItem,
  type FieldErrors,
  type HolderNames,
  type OrderedState,
  type Quantities,
  type ShopType,
} from "./shop-logic.ts";

const SECTION_CLASS = "space-y-4 rounded-xl border bg-surface p-5 shadow-soft sm:p-6";
const SECTION_TITLE_CLASS = "text-lg font-semibold tracking-tight";

/** The order as the buyer fills it in; the fields are named as placeServerErrors names them. */
interface ShopFormValues {
  quantities: Quantities;
  buyerName: string;
  buyerEmail: string;
  holders: HolderNames;
}

const buyerOf = (values: ShopFormValues): BuyerValues => ({ name: values.buyerName, email: values.buyerEmail });

/** The order's own checks; "Choose at least one ticket" is fixed with the quantities, so it is shown there. */
function checkOrder(types: readonly ShopType[], values: ShopFormValues): FieldErrors {
  const { items, ...found } = validateOrder(buyerOf(values), chosenItems(types, values.quantities), values.holders);
  return items ? { ...found, quantities: items } : found;
}

/** The first field marked in error, the keyboard's way in to what needs fixing. */
const firstInvalid = (form: HTMLElement | null) => form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;

const ticketsText = (count: number) => `${count} ${count === 1 ? "ticket" : "tickets"}`;

function TicketTypeItem({
  type,
  quantity,
  canAdd,
  onChange,
}: {
  type: ShopType;
  quantity: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
}) {
  const unavailable = unavailableText(type);
  const low = lowStockText(type);
  const atTypeLimit =
    unavailable === null && quantity > 0 && quantity === maxQuantity(type) && maxQuantity(type) === type.perOrderMax;
  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 transition-colors duration-150 motion-reduce:transition-none sm:flex-row sm:items-start sm:justify-between sm:p-5",
        quantity > 0 && "border-primary bg-primary-soft/40",
        unavailable !== null && "bg-muted/40",
      )}
    >
      <div className="min-w-0 space-y-1.5">
        <h3 className="font-semibold break-words">{type.name}</h3>
        {type.activityTitle ? (
          <p className="text-sm text-muted-foreground">
            Activity: <span className="break-words text-foreground">{type.activityTitle}</span>
          </p>
        ) : null}
        {type.description.trim() ? (
          <PlainText text={type.description} className="text-sm text-muted-foreground" />
        ) : null}
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">{priceText(type)}</span>
          {low ? <Badge variant="warning">{low}</Badge> : null}
        </p>
        {atTypeLimit ? <p className="text-sm text-muted-foreground">Up to {type.perOrderMax} per order.</p> : null}
        {type.paymentUnavailable ? (
          <p className="text-sm text-warning-foreground">
            The organiser doesn't take payments here yet. Ask them how to get this ticket.
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        {unavailable === null ? (
          <QuantityStepper name={type.name} value={quantity} canAdd={canAdd} onChange={onChange} />
        ) : (
          <p className="text-sm font-medium text-muted-foreground">{unavailable}</p>
        )}
      </div>
    </li>
  );
}

/** "Who are the tickets for?": one name per ticket chosen, each left empty stays in the buyer's name. */
function HolderFields({
  items,
  holders,
  buyerName,
  errorOf,
  open,
  fieldId,
  onToggle,
  onChange,
}: {
  items: readonly ChosenItem[];
  holders: HolderNames;
  buyerName: string;
  /** The message for a holder's field, by its name. */
  errorOf: (field: string) => string | undefined;
  open: boolean;
  fieldId: (name: string) => string;
  onToggle: (open: boolean) => void;
  onChange: (holders: HolderNames) => void;
}) {
  return (
    <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group rounded-xl border">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span>
          Who are the tickets for? <span className="font-normal text-muted-foreground">(optional)</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-4 border-t p-4">
        <p className="text-sm text-muted-foreground">
          Each ticket carries a name. A ticket you leave empty is in your name.
        </p>
        {items.map((item) =>
          holderNamesOf(holders, item).map((name, index) => {
            const field = holderField(item.type.id, index);
            return (
              <FormField
                key={field}
                id={fieldId(field)}
                label={item.quantity > 1 ? `${item.type.name}, ticket ${index + 1}` : `${item.type.name} ticket`}
                error={errorOf(field)}
              >
                {(props) => (
                  <Input
                    {...props}
                    autoComplete="off"
                    maxLength={200}
                    placeholder={buyerName.trim() || "Your name"}
                    value={name}
                    onChange={(event) => onChange(withHolderName(holders, item.type.id, index, event.target.value))}
                  />
                )}
              </FormField>
            );
          }),
        )}
      </div>
    </details>
  );
}

/** How to pay: offline, the one way a shop takes money today (a priced type it cannot take money for is not on sale). */
function PaymentSection({ view }: { view: TShopView }) {
  const titleId = useId();
  const optionId = useId();
  return (
    <section aria-labelledby={titleId} className={SECTION_CLASS}>
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        Payment
      </h2>
      <RadioGroup aria-labelledby={titleId} value="offline" className="gap-2">
        <label
          htmlFor={optionId}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-primary bg-primary-soft px-4 py-3 font-medium text-primary-soft-foreground"
        >
          <RadioGroupItem id={optionId} value="offline" />
          <Landmark aria-hidden="true" className="size-5 shrink-0" />
          Pay at the door or by bank transfer
        </label>
      </RadioGroup>
      {view.paymentInstructions.trim() ? (
        <div className="space-y-1 rounded-lg bg-muted p-4 text-sm">
          <p className="font-medium">How to pay</p>
          <PlainText text={view.paymentInstructions} className="leading-relaxed" />
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Your places are held as soon as you order. Your tickets become valid once the organiser has confirmed your
        payment.
      </p>
    </section>
  );
}

function ShopForm({ view, token }: { view: TShopView; token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder(token);
  const orderKey = useOrderKey(token);
  const formRef = useRef<HTMLFormElement>(null);
  const [holdersOpen, setHoldersOpen] = useState(false);
  // What the alert above the button says happened; its message is the form's error.
  const [problemTitle, setProblemTitle] = useState("Your order was not placed");
  const problemRef = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    setValue,
    setError,
    formError,
    submitWith,
    formState: { errors, isSubmitting, submitCount },
  } = useServerForm<ShopFormValues, ShopFormValues>({
    resolver: handCheckedResolver((values) => checkOrder(view.types, values)),
    defaultValues: { quantities: {}, buyerName: "", buyerEmail: "", holders: {} },
    // In page order: the buyer, then a name for each ticket the shop may sell.
    fieldNames: [
      "buyerName",
      "buyerEmail",
      ...view.types.flatMap((type) =>
        Array.from({ length: maxQuantity(type) }, (_, index) => holderField(type.id, index) as Path<ShopFormValues>),
      ),
    ],
    failure: "Please try again.",
    // The effects below place the focus: a name for a ticket may sit in the closed "Who are the tickets for?".
    shouldFocusError: false,
  });
  const [quantities, buyerName] = useWatch({ control, name: ["quantities", "buyerName"] });

  // The button is disabled while the order is sent, which drops the focus: it goes to what the server said,
  // or to a field in error when there is one too.
  useEffect(() => {
    if (formError) (firstInvalid(formRef.current) ?? problemRef.current)?.focus();
  }, [formError]);

  // After every refused submit the first field in error gets the focus; with no ticket chosen, the first "Add one".
  useEffect(() => {
    if (submitCount === 0) return;
    const form = formRef.current;
    const invalid = firstInvalid(form);
    if (invalid) invalid.focus();
    else if (form?.querySelector("[data-items-error]"))
      form.querySelector<HTMLElement>('[role="group"] button:not([aria-disabled])')?.focus();
  }, [submitCount]);

  const items = chosenItems(view.types, quantities);
  const count = ticketCount(items);
  const paying = needsPayment(items);
  const onSale = view.types.some((type) => maxQuantity(type) > 0);
  const field = (name: string) => `${id}-${name.replaceAll(".", "-")}`;
  const ticketsTitleId = field("tickets-title");
  const detailsTitleId = field("details-title");

  const submit = submitWith(async (values) => {
    const buyer = buyerOf(values);
    const sent = chosenItems(view.types, values.quantities);
    try {
      const result = await place.mutateAsync(toOrderInput(orderKey.current(), buyer, sent, values.holders));
      orderKey.renew();
      const state: OrderedState = { orderedEmail: buyer.email.trim() };
      void navigate(result.confirmationPath, { state });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        // Sold out or closed meanwhile: nothing was ordered; the shop is read again to show what is left.
        setProblemTitle("Your order was not placed");
        void queryClient.invalidateQueries({ queryKey: guestTicketKeys.shop(token) });
        throw error;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
        const { placed, elsewhere } = placeServerErrors(error.fields, sent);
        if (Object.keys(placed).some((name) => name.startsWith("holders."))) setHoldersOpen(true);
        setProblemTitle("Please check your order");
        throw refusalOf(error, placed, elsewhere, setError);
      }
      if (error instanceof ApiError && error.isClientError) {
        setProblemTitle("Your order was not placed");
        throw error;
      }
      // The order may have reached the server: the same key goes with the next press, so it cannot count twice.
      setProblemTitle("We couldn't confirm your order");
      throw new Error(
        `${error instanceof Error && error.message ? error.message : "Please try again."} Pressing the button again is safe: you won't get your tickets twice.`,
      );
    }
  });

  const submitLabel = paying ? "Reserve my tickets" : "Get my tickets";

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Buy tickets"
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <section aria-labelledby={ticketsTitleId} className={SECTION_CLASS}>
        <h2 id={ticketsTitleId} className={SECTION_TITLE_CLASS}>
          Choose your tickets
        </h2>
        {view.types.length > 0 ? (
          <ul className="space-y-3">
            {view.types.map((type) => (
              <TicketTypeItem
                key={type.id}
                type={type}
                quantity={items.find((item) => item.type.id === type.id)?.quantity ?? 0}
                canAdd={canAddOne(type, items)}
                onChange={(quantity) => setValue("quantities", withQuantity(quantities, type, quantity))}
              />
            ))}
          </ul>
        ) : null}
        {!onSale ? (
          <Alert variant="info" role="status" title="No tickets are on sale right now">
            Check back later, or ask the organiser when tickets will be available.
          </Alert>
        ) : null}
        {count >= ORDER_TICKETS_MAX ? (
          <p className="text-sm text-muted-foreground">One order can hold up to {ORDER_TICKETS_MAX} tickets.</p>
        ) : null}
        {errors.quantities ? (
          <div role="alert" data-items-error="">
            <FieldError message={firstErrorMessage(errors.quantities)} />
          </div>
        ) : null}
      </section>

      {onSale ? (
        <>
          <section aria-labelledby={detailsTitleId} className={SECTION_CLASS}>
            <h2 id={detailsTitleId} className={SECTION_TITLE_CLASS}>
              Your details
            </h2>
            <NameEmailFields
              ids={{ name: field("buyerName"), email: field("buyerEmail") }}
              errors={{ name: errors.buyerName?.message, email: errors.buyerEmail?.message }}
              emailHint="We'll send your tickets to this address."
              inputs={{ name: register("buyerName"), email: register("buyerEmail") }}
            />
            {count > 0 ? (
              <Controller
                control={control}
                name="holders"
                render={({ field: holders }) => (
                  <HolderFields
                    items={items}
                    holders={holders.value}
                    buyerName={buyerName}
                    errorOf={(name) => (get(errors, name) as { message?: string } | undefined)?.message}
                    open={holdersOpen}
                    fieldId={field}
                    onToggle={setHoldersOpen}
                    onChange={holders.onChange}
                  />
                )}
              />
            ) : null}
          </section>

          {paying ? <PaymentSection view={view} /> : null}

          {formError ? (
            <Alert
              ref={problemRef}
              tabIndex={-1}
              variant="destructive"
              role="alert"
              title={problemTitle}
              className="focus-visible:outline-offset-2"
            >
              {formError}
            </Alert>
          ) : null}

          <div className="flex flex-col gap-4 rounded-xl border bg-surface p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className="flex flex-col">
              <span className="text-sm text-muted-foreground">
                {count === 0 ? "No tickets chosen yet" : ticketsText(count)}
              </span>
              {count > 0 ? (
                <span className="text-xl font-semibold">
                  <span className="sr-only">Total: </span>
                  {totalText(items)}
                </span>
              ) : null}
            </p>
            <Button type="submit" size="lg" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}

function Shop({ view, token }: { view: TShopView; token: string }) {
  const { event } = view;
  return (
    <GuestPage labelledBy="ticket-shop-title" footnote="Tickets by Gatherly. No account needed.">
      <title>{`Tickets: ${event.name} · Gatherly`}</title>
      <GuestEventHeader event={event} titleId="ticket-shop-title" kicker="Tickets" icon={Ticket} tiltIcon />
      {view.closedReason !== null ? (
        <Alert variant="warning" role="status" title="Ticket sales are closed">
          {view.closedReason}
        </Alert>
      ) : (
        <ShopForm view={view} token={token} />
      )}
    </GuestPage>
  );
}

export default function TicketShopPage() {
  const { token = "" } = useParams();
  const shop = useTicketShop(token);
  if (shop.data) return <Shop view={shop.data} token={token} />;
  if (shop.isError) {
    return (
      <GuestPageFailure
        error={shop.error}
        link="ticket"
        hint="The organiser may have stopped selling tickets here or replaced this link with a new one. Ask them for the current link."
        failedTitle="We couldn't load the tickets."
        retrying={shop.isFetching}
        onRetry={() => void shop.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading the tickets" heights={["h-64", "h-40", "h-56"]} />;
}
