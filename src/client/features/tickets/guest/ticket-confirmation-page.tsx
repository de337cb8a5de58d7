/**
 * /ticket-confirmation?order={token}: a buyer's order and its tickets, reached from the shop right after
 * ordering or from the link in the tickets email, no account needed. One pass per ticket with its QR code,
 * the PDF, the calendar file and a printed copy with one ticket per sheet.
 */
import { useLocation, useSearchParams } from "react-router";
import { CalendarPlus, Download, MailCheck, Printer, SunMedium, Ticket } from "lucide-react";
import type { TOrderConfirmation, TOrderStatus } from "#shared/tickets/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import { formatZonedInstant } from "#shared/date-format.ts";
import {
  GuestEventHeader,
  GuestPage,
  GuestPageFailure,
  GuestPageSkeleton,
  PlainText,
} from "#client/components/guest-page.tsx";
import { NotFoundState } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useOrderConfirmation } from "./api.ts";
import { orderedEmailFrom } from "./shop-logic.ts";
import { TicketPass } from "./ticket-pass.tsx";
import { TicketPrint } from "./ticket-print.tsx";

type Order = TOrderConfirmation["order"];

/** A free order is confirmed, not paid; the rest as ORDER_STATUS_LABELS says (repeated here, free of zod). */
function statusBadge(order: Order): { label: string; variant: "success" | "warning" | "destructive" } {
  const badges: Record<TOrderStatus, { label: string; variant: "success" | "warning" | "destructive" }> = {
    paid: { label: order.totalMinor === 0 ? "Confirmed" : "Paid", variant: "success" },
    pending: { label: "Awaiting payment", variant: "warning" },
    cancelled: { label: "Cancelled", variant: "destructive" },
  };
  return badges[order.status];
}

const amountText = (order: Order) => (order.totalMinor === 0 ? "Free" : formatMoney(order.totalMinor, order.currency));

function JustOrdered({ email, pending }: { email: string; pending: boolean }) {
  return (
    <Alert variant="success" role="status" title={pending ? "Thank you, your order is in" : "You're all set!"}>
      We've sent {pending ? "the details" : "your tickets"} to <strong className="break-all">{email}</strong> too. Keep
      that email: its link brings you back to this page.
    </Alert>
  );
}

function OrderStatusNotice({ confirmation }: { confirmation: TOrderConfirmation }) {
  const { order } = confirmation;
  if (order.status === "pending") {
    return (
      <Alert variant="warning" role="status" title="Awaiting payment">
        <div className="space-y-2">
          <p>
            {order.heldUntil ? (
              <>
                Your places are held until{" "}
                <strong>{formatZonedInstant(order.heldUntil, confirmation.event.timeZone)}</strong>; if the organiser
                has not confirmed your payment by then, the order is cancelled.{" "}
              </>
            ) : (
              "Your places are held. "
            )}
            Your tickets become valid, with their QR codes on this page, once the organiser has confirmed your payment
            of <strong>{amountText(order)}</strong>.
          </p>
          {confirmation.paymentInstructions.trim() ? (
            <div>
              <p className="font-semibold">How to pay</p>
              <PlainText text={confirmation.paymentInstructions} />
            </div>
          ) : null}
        </div>
      </Alert>
    );
  }
  if (order.status === "cancelled") {
    return (
      <Alert variant="destructive" role="status" title="This order was cancelled">
        Its tickets no longer let anyone in. If you think this is a mistake, please contact the organiser.
      </Alert>
    );
  }
  return null;
}

function Confirmation({ confirmation }: { confirmation: TOrderConfirmation }) {
  const location = useLocation();
  const orderedEmail = orderedEmailFrom(location.state);
  const { event, order, tickets } = confirmation;
  const badge = statusBadge(order);
  const scannable = tickets.some((ticket) => ticket.code !== null && ticket.qrSvg !== null);

  return (
    <GuestPage labelledBy="ticket-confirmation-title" footnote="Tickets by Gatherly. No account needed.">
      <title>{`Your tickets: ${event.name} · Gatherly`}</title>
      {orderedEmail ? <JustOrdered email={orderedEmail} pending={order.status === "pending"} /> : null}

      <GuestEventHeader event={event} titleId="ticket-confirmation-title" kicker="Your tickets" icon={Ticket} tiltIcon>
        <dl className="grid grid-cols-2 gap-4 border-t pt-4 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Order</dt>
            <dd className="font-mono text-base font-semibold tracking-wide break-all">{order.reference}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Total</dt>
            <dd className="text-base font-medium">{amountText(order)}</dd>
          </div>
          <div className="col-span-2 min-w-0 sm:col-span-3">
            <dt className="text-muted-foreground">Ordered by</dt>
            <dd className="text-base break-words">{order.buyerName}</dd>
          </div>
        </dl>
      </GuestEventHeader>

      <OrderStatusNotice confirmation={confirmation} />

      <section aria-labelledby="ticket-passes-title" className="space-y-4">
        <h2 id="ticket-passes-title" className="text-lg font-semibold tracking-tight">
          {tickets.length === 1 ? "Your ticket" : `Your ${tickets.length} tickets`}
        </h2>

        {scannable || confirmation.calendarPath ? (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {scannable ? (
              <Button asChild size="lg">
                <a href={confirmation.pdfPath} download>
                  <Download aria-hidden="true" />
                  Download PDF
                </a>
              </Button>
            ) : null}
            {confirmation.calendarPath ? (
              <Button asChild variant="outline" size="lg">
                <a href={confirmation.calendarPath} download>
                  <CalendarPlus aria-hidden="true" />
                  Add to calendar
                  <span className="sr-only"> (.ics file for your calendar app)</span>
                </a>
              </Button>
            ) : null}
            {scannable ? (
              <Button variant="outline" size="lg" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
                <span className="sr-only"> your tickets, one per page</span>
              </Button>
            ) : null}
          </div>
        ) : null}

        {scannable ? (
          <p className="flex items-center gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm font-medium text-accent-foreground">
            <SunMedium aria-hidden="true" className="size-5 shrink-0" />
            Turn up your screen brightness at the door
          </p>
        ) : null}

        <ol className="space-y-5">
          {tickets.map((ticket, index) => (
            <li key={ticket.id}>
              <TicketPass ticket={ticket} event={event} position={index + 1} count={tickets.length} />
            </li>
          ))}
        </ol>
      </section>

      {scannable ? <TicketPrint confirmation={confirmation} /> : null}
    </GuestPage>
  );
}

/** Opened without its ?order=: the link that shows the tickets is in the buyer's email. */
function WithoutOrderLink() {
  return (
    <>
      <title>Ticket confirmation · Gatherly</title>
      <NotFoundState
        titleId="ticket-confirmation-no-order-title"
        icon={MailCheck}
        title="Your tickets are in your email"
        message={
          <>
            After you order tickets, we email you a link to this page. Open that email and follow its link to see your
            tickets and their QR codes. Can't find it? Check your spam folder, or ask the organiser to send your tickets
            again.
          </>
        }
        backTo="/"
        backLabel="Go to the Gatherly home page"
      />
    </>
  );
}

export default function TicketConfirmationPage() {
  const [params] = useSearchParams();
  const token = params.get("order")?.trim() ?? "";
  const confirmation = useOrderConfirmation(token);
  if (token === "") return <WithoutOrderLink />;
  if (confirmation.data) return <Confirmation confirmation={confirmation.data} />;
  if (confirmation.isError) {
    return (
      <GuestPageFailure
        error={confirmation.error}
        link="ticket"
        hint="Open the link in the email with your tickets. If it still doesn't work, ask the organiser to send your tickets again."
        failedTitle="We couldn't load your tickets."
        retrying={confirmation.isFetching}
        onRetry={() => void confirmation.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading your tickets" heights={["h-64", "h-40", "h-56"]} />;
}
