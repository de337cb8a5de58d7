/**
 * The Tickets tab of the event's details page (client/app composes it in; the tab's plan gate is the
 * page's): the numbers at a glance, the shop link while the shop is open, and the way to the full manager.
 */
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, Ticket } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure, StatFiguresSkeleton } from "#client/components/stat-figure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useTicketShop, useTicketStats } from "./api.ts";

export function EventTicketsPanel({ event }: { event: TEvent }) {
  const titleId = useId();
  const stats = useTicketStats(event.id);
  const shop = useTicketShop(event.id);
  const managePath = `/ticket-management/event/${encodeURIComponent(event.id)}`;
  const shopUrl = shop.data?.enabled && shop.data.path ? absoluteUrl(shop.data.path, window.location.origin) : null;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Ticket aria-hidden="true" className="size-5 text-muted-foreground" />
            Tickets
          </CardTitle>
          <CardDescription>Ticket types, the shop, orders, check-in at the door and live numbers.</CardDescription>
        </div>
        <Button asChild className="self-start">
          <Link to={managePath}>
            Manage tickets
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-5">
        {stats.isPending ? (
          <StatFiguresSkeleton label="Loading ticket numbers" count={3} className="grid gap-3 sm:grid-cols-3" />
        ) : stats.isError ? (
          <LoadFailedAlert
            title="We couldn't load the ticket numbers."
            error={stats.error}
            retrying={stats.isFetching}
            onRetry={() => void stats.refetch()}
          />
        ) : stats.data.capacity === 0 && stats.data.sold === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tickets yet. Create a ticket type in the manager, then open the shop or issue tickets to your guests.
          </p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            <StatFigure
              flat
              label="Sold"
              value={stats.data.sold.toLocaleString()}
              detail={`of ${stats.data.capacity.toLocaleString()} places`}
            />
            <StatFigure flat label="Checked in" value={stats.data.checkedIn.toLocaleString()} />
            <StatFigure flat label="Expected" value={stats.data.expected.toLocaleString()} detail="valid, not in yet" />
          </dl>
        )}
        {shopUrl ? <CopyLinkField url={shopUrl} label="Ticket shop link" /> : null}
        {shop.data && !shop.data.enabled ? (
          <p className="text-sm text-muted-foreground">
            The ticket shop is closed.{" "}
            <Link
              to={`${managePath}?section=shop`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Open it from the Shop tab
            </Link>
            .
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
