/**
 * For door staff signed in for the event (ADR 025): find a ticket when its QR will not do, by the holder's or
 * buyer's name, an email, the order's reference or the short code; check it in from the result (the check-in
 * goes through the scanner like any scan, with its short code), or mark its unpaid order paid first.
 */
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, LogIn, UserSearch } from "lucide-react";
import { recentTimePhrase } from "#shared/date-format.ts";
import type { TDoorTicket } from "#shared/tickets/schemas.ts";
import { SearchField } from "#client/components/search-field.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { TicketStatusPill } from "../guest/ticket-status-badge.tsx";
import { doorKeys, markPaid, useDoorSearch } from "./api.ts";

function ResultAction({
  ticket,
  allowReentry,
  timeZone,
  checkingIn,
  paying,
  onCheckIn,
  onMarkPaid,
}: {
  ticket: TDoorTicket;
  allowReentry: boolean;
  timeZone: string;
  checkingIn: boolean;
  paying: boolean;
  onCheckIn: () => void;
  onMarkPaid: () => void;
}) {
  const who = ticket.holderName || "this ticket";
  if (ticket.status === "cancelled") return null;
  if (ticket.status === "pending") {
    return (
      <Button className="min-h-11" loading={paying} onClick={onMarkPaid}>
        {paying ? null : <BadgeCheck aria-hidden="true" />}
        Mark paid
        <span className="sr-only"> for {who}</span>
      </Button>
    );
  }
  if (!ticket.admitsHere) return <p className="text-sm font-medium text-destructive">Not for this entrance</p>;
  const inside = ticket.checkedInAt ? (
    <p className="text-sm font-medium text-success-foreground">
      Checked in {recentTimePhrase(ticket.checkedInAt, timeZone)}
    </p>
  ) : null;
  if (inside && !allowReentry) return inside;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {inside}
      <Button className="min-h-11" loading={checkingIn} onClick={onCheckIn}>
        {checkingIn ? null : <LogIn aria-hidden="true" />}
        Check in
        <span className="sr-only"> {who}</span>
      </Button>
    </div>
  );
}

export function DoorSearch({
  token,
  listId,
  timeZone,
  allowReentry,
  onCheckIn,
}: {
  token: string;
  listId: string;
  timeZone: string;
  allowReentry: boolean;
  /** Checks the ticket in through the scanner (its answer shows and sounds like any scan). */
  onCheckIn: (shortCode: string) => Promise<void>;
}) {
  const [q, setQ] = useState("");
  const [checkingIn, setCheckingIn] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const search = useDoorSearch(listId, q.trim());
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: doorKeys.search(listId) });
    void queryClient.invalidateQueries({ queryKey: doorKeys.view(token) });
  };
  const pay = useMutation({
    mutationFn: (ticket: TDoorTicket) => markPaid(ticket.orderId),
    onSuccess: (order) => {
      successToast("Payment confirmed", `${order.buyerName}'s tickets now admit them at the door.`);
      refresh();
    },
    onError: (error) => errorToast(`The payment was not confirmed. ${error.message}`),
  });

  const checkIn = async (ticket: TDoorTicket) => {
    setCheckingIn(ticket.id);
    try {
      await onCheckIn(ticket.shortCode);
    } finally {
      setCheckingIn(null);
      refresh();
    }
  };

  const data = search.data;
  return (
    <section
      aria-labelledby="door-search-title"
      className="space-y-3 rounded-xl border bg-surface p-3 shadow-soft sm:p-4"
    >
      <h2 id="door-search-title" className="flex items-center gap-2 text-base font-semibold">
        <UserSearch aria-hidden="true" className="size-5 text-primary" />
        Find a ticket
      </h2>
      <SearchField
        label="Name, email, order or short code"
        value={q}
        onSearch={setQ}
        placeholder="Start typing a name"
      />
      {q.trim() === "" ? null : search.isError && !data ? (
        <Alert variant="destructive" role="alert" title="The search did not work">
          {search.error.message}
        </Alert>
      ) : data === undefined ? (
        <p className="text-sm text-muted-foreground" role="status">
          Searching…
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          No ticket matches “{q.trim()}”.
        </p>
      ) : (
        <>
          <ul
            aria-label="Matching tickets"
            aria-busy={search.isPlaceholderData || undefined}
            className={cn("divide-y rounded-lg border", search.isPlaceholderData && "opacity-60")}
          >
            {data.items.map((ticket) => (
              <li
                key={ticket.id}
                className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">{ticket.holderName || "No name given"}</span>
                    <TicketStatusPill status={ticket.status} />
                  </p>
                  <p className="text-sm break-words text-muted-foreground">
                    {ticket.typeName} · Order{" "}
                    <span className="font-mono text-xs whitespace-nowrap">{ticket.orderReference}</span> · Short code{" "}
                    <span className="font-mono text-xs whitespace-nowrap">{ticket.shortCode}</span>
                    {ticket.buyerName !== ticket.holderName ? ` · Bought by ${ticket.buyerName}` : ""}
                  </p>
                </div>
                <div className="shrink-0">
                  <ResultAction
                    ticket={ticket}
                    allowReentry={allowReentry}
                    timeZone={timeZone}
                    checkingIn={checkingIn === ticket.id}
                    paying={pay.isPending && pay.variables?.id === ticket.id}
                    onCheckIn={() => void checkIn(ticket)}
                    onMarkPaid={() => pay.mutate(ticket)}
                  />
                </div>
              </li>
            ))}
          </ul>
          {data.more ? (
            <p className="text-sm text-muted-foreground">More tickets match: type more of the name.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
