/**
 * One event's announcements, pinned first: the organiser manages each through its action menu and sees
 * how many have read it; an attendee sees what is new and marks it read. Bodies are the organiser's plain
 * text, shown with their line breaks and never read as markup.
 */
import { useState, type ReactNode } from "react";
import { Check, Mail, Megaphone, Pencil, Pin, PinOff, Trash2 } from "lucide-react";
import type { TAnnouncement } from "#shared/announcements/schemas.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { formatMoment } from "#shared/date-format.ts";
import { cn } from "#client/lib/utils.ts";
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  useAnnouncements,
  useDeleteAnnouncement,
  useMarkRead,
  useUpdateAnnouncement,
} from "./api.ts";
import { EditAnnouncementDialog } from "./announcement-form.tsx";

function Reach({ announcement }: { announcement: TAnnouncement }) {
  const reach = announcement.reach;
  if (!reach) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span>
        Read by {reach.readCount.toLocaleString()} of {reach.recipients.toLocaleString()}
      </span>
      {announcement.emailCopy ? (
        <span className="inline-flex items-center gap-1">
          <Mail aria-hidden="true" className="size-3.5" />
          Emailed to {reach.emailed.toLocaleString()} {reach.emailed === 1 ? "guest" : "guests"}
        </span>
      ) : null}
    </p>
  );
}

/** What every reader sees of a post: whether it is pinned or new, its title, when, and its words. */
export function PostText({
  announcement,
  timeZone,
  titleId,
  actions,
}: {
  announcement: TAnnouncement;
  timeZone: string;
  titleId: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            {announcement.pinned ? (
              <Badge variant="accent">
                <Pin aria-hidden="true" />
                Pinned
              </Badge>
            ) : null}
            {announcement.read ? null : <Badge>New</Badge>}
          </div>
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {announcement.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatMoment(announcement.createdAt, timeZone)}
            {announcement.updatedAt !== announcement.createdAt ? " · edited" : ""}
          </p>
        </div>
        {actions}
      </div>
      <p className="leading-relaxed break-words whitespace-pre-wrap">{announcement.body}</p>
    </>
  );
}

function AnnouncementItem({
  announcement,
  event,
  onEdit,
  onDelete,
}: {
  announcement: TAnnouncement;
  event: TMemberEvent;
  onEdit: (a: TAnnouncement) => void;
  onDelete: (a: TAnnouncement) => void;
}) {
  const organiser = event.role === "organiser";
  const update = useUpdateAnnouncement();
  const markRead = useMarkRead();
  const unread = !announcement.read;
  const titleId = `announcement-${announcement.id}`;
  const togglePin = () =>
    update.mutate(
      { id: announcement.id, patch: { pinned: !announcement.pinned } },
      {
        onSuccess: (saved) => successToast(saved.pinned ? "Announcement pinned" : "Announcement unpinned"),
        onError: (error) => errorToast(error.message),
      },
    );
  return (
    <article aria-labelledby={titleId} className={cn("space-y-3 p-5", unread && "bg-primary-soft/40")}>
      <PostText
        announcement={announcement}
        timeZone={event.timeZone}
        titleId={titleId}
        actions={
          organiser ? (
            <ActionMenu label={`Actions for ${announcement.title}`}>
              <ActionMenuItem icon={Pencil} onSelect={() => onEdit(announcement)}>
                Edit
              </ActionMenuItem>
              <ActionMenuItem icon={announcement.pinned ? PinOff : Pin} onSelect={togglePin}>
                {announcement.pinned ? "Unpin" : "Pin to the top"}
              </ActionMenuItem>
              <ActionMenuSeparator />
              <ActionMenuItem icon={Trash2} destructive onSelect={() => onDelete(announcement)}>
                Delete
              </ActionMenuItem>
            </ActionMenu>
          ) : null
        }
      />
      <Reach announcement={announcement} />
      {unread && !organiser ? (
        <Button
          variant="outline"
          size="sm"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(announcement.id, { onError: (error) => errorToast(error.message) })}
          aria-describedby={titleId}
        >
          {markRead.isPending ? null : <Check aria-hidden="true" />}
          Mark as read
        </Button>
      ) : null}
    </article>
  );
}

export function AnnouncementList({ event }: { event: TMemberEvent }) {
  const [page, setPage] = useState(1);
  const list = useAnnouncements(event.id, page);
  const [editing, setEditing] = useState<TAnnouncement | null>(null);
  const remove = useDeleteAnnouncement();
  const deletion = useConfirmedAction<TAnnouncement, unknown>(remove, (a) =>
    successToast("Announcement deleted", `"${a.title}" was removed.`),
  );
  const organiser = event.role === "organiser";

  if (list.isPending) return <ListSkeleton label="Loading announcements" rows={3} />;
  if (list.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the announcements."
        error={list.error}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { items, total, unread } = list.data;
  if (total === 0) {
    return (
      <EmptyState icon={Megaphone} title="No announcements yet">
        {organiser
          ? "Write the first one above: everyone in this event will see it here."
          : "When the organiser posts news about this event, it appears here."}
      </EmptyState>
    );
  }
  return (
    <section
      aria-labelledby="announcements-list-title"
      aria-busy={list.isPlaceholderData || undefined}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="announcements-list-title" className="text-lg font-semibold">
          Posted announcements
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {total.toLocaleString()} {total === 1 ? "announcement" : "announcements"}
          {organiser ? "" : unread > 0 ? `, ${unread.toLocaleString()} unread` : ", all read"}
        </p>
      </div>
      <Card className={cn("divide-y overflow-hidden", list.isPlaceholderData && "opacity-60")}>
        {items.map((announcement) => (
          <AnnouncementItem
            key={announcement.id}
            announcement={announcement}
            event={event}
            onEdit={setEditing}
            onDelete={deletion.ask}
          />
        ))}
      </Card>
      <Pagination
        page={page}
        total={total}
        pageSize={ANNOUNCEMENTS_PAGE_SIZE}
        label="Announcement pages"
        onPage={setPage}
      />
      <EditAnnouncementDialog announcement={editing} onClose={() => setEditing(null)} />
      <ConfirmTargetDialog
        action={deletion}
        title="Delete this announcement?"
        description={
          deletion.target
            ? `"${deletion.target.title}" disappears for everyone in this event. Email copies already sent stay in people's inboxes.`
            : ""
        }
        confirmLabel="Delete announcement"
      />
    </section>
  );
}
