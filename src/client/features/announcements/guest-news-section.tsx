/**
 * The event's news in a guest's hub, read through their personal invitation link without an account. When
 * the host's plan has no announcements the server says so (403) and the section stays away.
 */
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { announcementsContract as announcements } from "#shared/announcements/contract.ts";
import { HubSection } from "#client/components/hub-section.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { call, isPlanRequired, keyOf } from "#client/lib/api.ts";
import { cn } from "#client/lib/utils.ts";
import { PostText } from "./announcement-list.tsx";
import { ANNOUNCEMENTS_PAGE_SIZE } from "./api.ts";

export function GuestNewsSection({ token, timeZone }: { token: string; timeZone: string }) {
  const [page, setPage] = useState(1);
  const input = { params: { token }, query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE } };
  const news = useQuery({
    queryKey: keyOf(announcements.guestList, input),
    queryFn: ({ signal }) => call(announcements.guestList, input, { signal }),
    placeholderData: keepPreviousData,
  });
  if (isPlanRequired(news.error)) return null;
  return (
    <HubSection icon={Megaphone} title="News from the organiser" anchor="news">
      {news.isPending ? (
        <ListSkeleton label="Loading the news" rows={2} />
      ) : news.isError ? (
        <LoadFailedAlert
          title="We couldn't load the news."
          error={news.error}
          retrying={news.isRefetching}
          onRetry={() => void news.refetch()}
        />
      ) : news.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. When the organiser posts news about this event, it appears here.
        </p>
      ) : (
        <>
          <div className={cn("divide-y", news.isPlaceholderData && "opacity-60")}>
            {news.data.items.map((announcement) => (
              <article
                key={announcement.id}
                aria-labelledby={`news-${announcement.id}`}
                className="space-y-3 py-4 first:pt-0 last:pb-0"
              >
                <PostText announcement={announcement} timeZone={timeZone} titleId={`news-${announcement.id}`} />
              </article>
            ))}
          </div>
          <Pagination
            page={page}
            total={news.data.total}
            pageSize={ANNOUNCEMENTS_PAGE_SIZE}
            label="News pages"
            onPage={setPage}
          />
        </>
      )}
    </HubSection>
  );
}
