/**
 * The "Info pages" tab of an event's details page, and the heart of /event-info: one event's pages with
 * their status and links, and a clear way to make another.
 */
import { Link } from "react-router";
import { FilePlus2, FileText } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useInfoPageList } from "./api.ts";
import { InfoPageRow } from "./info-page-bits.tsx";

/** An event rarely has more than a handful of pages; the rest are one click away in the full list. */
const PANEL_LIMIT = 20;

function createPagePath(eventId: string): string {
  return `/event-info-editor?event=${encodeURIComponent(eventId)}`;
}

function CreateButton({ eventId, className }: { eventId: string; className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to={createPagePath(eventId)}>
        <FilePlus2 aria-hidden="true" />
        Create information page
      </Link>
    </Button>
  );
}

interface PanelEvent {
  id: string;
  name: string;
  eventType: { memberTerm: string };
}

export function EventInfoPagesPanel({ event }: { event: PanelEvent }) {
  const list = useInfoPageList({ q: "", eventId: event.id, status: "", page: 1, pageSize: PANEL_LIMIT });
  const data = list.data;
  const members = event.eventType.memberTerm.toLowerCase();

  return (
    <section aria-labelledby={`info-pages-${event.id}`} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={`info-pages-${event.id}`} className="text-lg font-semibold tracking-tight">
            Information pages
          </h2>
          <p className="text-sm text-muted-foreground">
            Schedule, directions, dress code and answers, shared with one link.
          </p>
        </div>
        {data && data.total > 0 ? <CreateButton eventId={event.id} className="self-start sm:self-auto" /> : null}
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading information pages" rows={2} />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load the information pages."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.pages.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No information page yet"
          headingLevel={3}
          className="py-12"
          action={<CreateButton eventId={event.id} />}
        >
          Tell every {members} when to arrive, how to get there and what to wear. The page starts with sections you only
          need to fill in.
        </EmptyState>
      ) : data ? (
        <>
          <Card>
            <ul className="divide-y">
              {data.pages.map((page) => (
                <InfoPageRow key={page.id} page={page} showEvent={false} />
              ))}
            </ul>
          </Card>
          {data.total > data.pages.length ? (
            <p className="text-sm">
              <Link
                to={`/my-information-pages?event=${event.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                See all {data.total} pages of this event
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
