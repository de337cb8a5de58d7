/**
 * One ticket as a pass, the way wallet apps show them (ADR 018: no signed wallet pass yet): the event and
 * who the ticket is for on top, a tear line, then the QR code large on white, the short code door staff type
 * when a scanner cannot see the screen, and the full code in text.
 */
import type { TOrderConfirmation, TTicketStatus } from "#shared/tickets/schemas.ts";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { cn } from "#client/lib/utils.ts";
import { TicketStatusPill } from "./ticket-status-badge.tsx";

type ConfirmationTicket = TOrderConfirmation["tickets"][number];
type ConfirmationEvent = TOrderConfirmation["event"];

/** The QR holds the code; its SVG is made by the server from the code alone and shown as an image, never as markup. */
export const qrImageSource = (qrSvg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`;

/** The code in its groups of four, wrapping between groups only, so a line never splits what is read out as one. */
function TicketCode({ code, className }: { code: string; className?: string }) {
  const groups = code.split("-");
  return (
    <p data-testid="ticket-code" className={cn("font-mono font-semibold tracking-wider", className)}>
      {groups.map((group, index) => (
        <span key={index}>
          <span className="whitespace-nowrap">
            {group}
            {index < groups.length - 1 ? "-" : null}
          </span>
          {index < groups.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </p>
  );
}

function NoCode({ status }: { status: TTicketStatus }) {
  return (
    <p className="max-w-xs py-6 text-center text-sm text-pretty text-muted-foreground">
      {status === "cancelled"
        ? "This ticket was cancelled and no longer lets anyone in."
        : "Your QR code appears here once the organiser has confirmed your payment."}
    </p>
  );
}

export function TicketPass({
  ticket,
  event,
  position,
  count,
}: {
  ticket: ConfirmationTicket;
  event: ConfirmationEvent;
  /** 1-based place of the ticket in the order. */
  position: number;
  count: number;
}) {
  const titleId = `ticket-${ticket.id}-title`;
  const scannable = ticket.code !== null && ticket.qrSvg !== null;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border bg-surface shadow-lifted">
      {/* A cancelled ticket loses its colour (not its contrast): it no longer looks like something that gets you in. */}
      <div
        className={cn(
          "space-y-1 px-5 py-4",
          ticket.status === "cancelled" ? "bg-muted text-foreground" : "bg-primary text-primary-foreground",
        )}
      >
        <p className="text-xs font-medium tracking-wide uppercase opacity-90">
          Ticket {position} of {count}
        </p>
        <p className="text-lg leading-snug font-semibold break-words">{event.name}</p>
      </div>

      <div className="space-y-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words">
            <span className="sr-only">
              Ticket {position} of {count}:{" "}
            </span>
            {ticket.typeName}
          </h3>
          <TicketStatusPill status={ticket.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="text-base font-medium break-words">{ticket.holderName}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">When</dt>
            <dd>
              <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
            </dd>
          </div>
        </dl>
      </div>

      {/* The tear line of a paper ticket, with its two notches. */}
      <div aria-hidden="true" className="relative mx-5 border-t-2 border-dashed">
        <span className="absolute -top-2.5 -left-8 size-5 rounded-full border bg-background" />
        <span className="absolute -top-2.5 -right-8 size-5 rounded-full border bg-background" />
      </div>

      <div className="flex flex-col items-center gap-3 p-5">
        {scannable ? (
          <>
            <img
              src={qrImageSource(ticket.qrSvg!)}
              alt="QR code to show at the entrance"
              width={320}
              height={320}
              className="block aspect-square w-full max-w-80 min-w-[220px] rounded-lg bg-white p-2 ring-1 ring-border"
            />
            <div className="w-full space-y-3 text-center">
              <div>
                <p className="text-xs font-medium text-muted-foreground">Short code</p>
                <p
                  data-testid="ticket-short-code"
                  className="font-mono text-2xl font-semibold tracking-widest whitespace-nowrap text-foreground"
                >
                  {ticket.shortCode}
                </p>
                <p className="text-xs text-muted-foreground">If the QR code won't scan, give this at the door.</p>
              </div>
              <div>
                <p className="text-xs font-medium text-muted-foreground">Ticket code</p>
                <TicketCode code={ticket.code!} className="text-base text-foreground sm:text-lg" />
              </div>
            </div>
          </>
        ) : (
          <NoCode status={ticket.status} />
        )}
      </div>
    </article>
  );
}
