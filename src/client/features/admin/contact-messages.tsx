/** Messages sent through the contact form (/contact), newest first. */
import { Inbox, Mail } from "lucide-react";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { useContactMessages } from "./api.ts";
import { formatDateTime, formatNumber } from "./format.ts";
import { EmptyState, LoadError } from "./states.tsx";

/** The server returns at most this many, newest first. */
export const CONTACT_MESSAGES_CAP = 100;

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-5">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-48 max-w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

export function ContactMessages({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const messages = useContactMessages();
  if (messages.isPending)
    return <ListSkeleton label="Loading contact messages" rows={limit ? Math.min(limit, 3) : 3} />;
  if (messages.isError) {
    return (
      <LoadError
        title="We couldn't load the contact messages."
        error={messages.error}
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  }
  const list = limit ? messages.data.slice(0, limit) : messages.data;
  if (list.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No contact messages yet">
        Messages sent through the Contact Us page appear here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Contact messages" className="divide-y">
        {list.map((message) => (
          <li key={message.id} className="space-y-1.5 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-medium wrap-anywhere">{message.subject.trim() || "(no subject)"}</p>
              <time
                dateTime={message.createdAt}
                title={formatDateTime(message.createdAt)}
                className="text-xs text-muted-foreground"
              >
                {formatRelativeTime(message.createdAt)}
              </time>
            </div>
            <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
              <span className="text-foreground">{message.name}</span>
              <span aria-hidden="true">·</span>
              <a
                href={`mailto:${message.email}`}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 wrap-anywhere hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5" />
                {message.email}
              </a>
              {message.userId ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>signed in</span>
                </>
              ) : null}
            </p>
            <p className={cn("text-sm whitespace-pre-wrap wrap-anywhere", compact && "line-clamp-3")}>
              {message.message}
            </p>
          </li>
        ))}
      </ul>
      {!limit && messages.data.length >= CONTACT_MESSAGES_CAP ? (
        <p className="text-sm text-muted-foreground">
          Showing the latest {formatNumber(CONTACT_MESSAGES_CAP)} messages.
        </p>
      ) : null}
    </div>
  );
}
