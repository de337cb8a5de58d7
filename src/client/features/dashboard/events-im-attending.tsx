/**
 * "Events I'm attending", first on the dashboard of anyone invited somewhere: each event opens the guest's
 * own view of it (their hub: answer, programme, news, polls, tickets), never an organiser page. Someone who
 * is invited nowhere sees nothing here.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CalendarHeart, ChevronRight } from "lucide-react";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { RSVP_STATUS_LABELS } from "#shared/rsvp/schemas.ts";
import { formatEventRange } from "#shared/date-format.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { call, keyOf } from "#client/lib/api.ts";

export function EventsImAttending() {
  const invitations = useQuery({
    queryKey: keyOf(rsvpContract.myInvitations),
    queryFn: ({ signal }) => call(rsvpContract.myInvitations, {}, { signal }),
  });
  // Nothing to say while loading, on a failure (the rest of the dashboard still works) or without invitations.
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarHeart aria-hidden="true" className="size-5 text-primary" />
          Events I'm attending
        </CardTitle>
        <CardDescription>The events you are invited to: your answer, the programme and the news.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {items.map((item) => (
            <li key={item.invitationPath}>
              <Link
                to={item.invitationPath}
                className="flex items-center justify-between gap-3 px-4 py-3 transition-colors duration-150 hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 space-y-0.5">
                  <span className="block font-medium break-words">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {formatEventRange(item.startAt, item.endAt, item.timeZone)}
                    {item.hostName ? ` · hosted by ${item.hostName}` : ""}
                  </span>
                  {item.cancelled ? (
                    <Badge variant="destructive">Cancelled</Badge>
                  ) : (
                    <Badge variant={item.answer === "yes" ? "success" : "neutral"}>
                      {RSVP_STATUS_LABELS[item.answer]}
                    </Badge>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
