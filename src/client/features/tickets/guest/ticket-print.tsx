/**
 * What goes on paper when the buyer prints: each ticket that can be scanned on a sheet of its own, with the
 * event, the holder, the QR code and the code. Tickets still awaiting payment or cancelled have nothing to
 * scan and are left out.
 */
import type { TOrderConfirmation } from "#shared/tickets/schemas.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { PrintPortal } from "#client/components/print-portal.tsx";
import { qrImageSource } from "./ticket-pass.tsx";
import "./ticket-print.css";

export function TicketPrint({ confirmation }: { confirmation: TOrderConfirmation }) {
  const { event, order } = confirmation;
  const place = [event.locationName, event.placeLine].filter(Boolean).join(", ");
  const count = confirmation.tickets.length;
  return (
    <PrintPortal className="ticket-print">
      {confirmation.tickets.map((ticket, index) =>
        ticket.code !== null && ticket.qrSvg !== null ? (
          <section key={ticket.id} className="ticket-print__sheet">
            <h1 className="ticket-print__event">{event.name}</h1>
            <p className="ticket-print__line">{formatEventRange(event.startAt, event.endAt, event.timeZone)}</p>
            <p className="ticket-print__line">{describeTimeZone(event.timeZone, event.startAt, event.endAt)}</p>
            {place ? <p className="ticket-print__line">{place}</p> : null}
            <img className="ticket-print__qr" src={qrImageSource(ticket.qrSvg)} alt="" />
            <p className="ticket-print__code">{ticket.code}</p>
            <dl className="ticket-print__facts">
              <dt>Name</dt>
              <dd>{ticket.holderName}</dd>
              <dt>Ticket</dt>
              <dd>{ticket.typeName}</dd>
              <dt>Order</dt>
              <dd>{order.reference}</dd>
              <dt>Short code</dt>
              <dd>{ticket.shortCode}</dd>
            </dl>
            <p className="ticket-print__small">
              Ticket {index + 1} of {count}. Show this page or the QR code on your phone at the entrance.
            </p>
          </section>
        ) : null,
      )}
    </PrintPortal>
  );
}
