/**
 * The posts of an event's staff channel (the staff portal's page and a volunteer's own page): who wrote it,
 * who it is for, when, and the words as written.
 */
import type { ReactNode } from "react";
import { Megaphone, MessagesSquare } from "lucide-react";
import type { TStaffPost } from "#shared/staff-portal/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function StaffPostList({
  posts,
  empty,
  actionsFor,
}: {
  posts: readonly TStaffPost[];
  empty: ReactNode;
  /** Per post, e.g. the organiser's Delete. */
  actionsFor?: (post: TStaffPost) => ReactNode;
}) {
  if (posts.length === 0) return <div className="py-6 text-center text-sm text-muted-foreground">{empty}</div>;
  return (
    <ol className="space-y-3" aria-label="Posts, newest first">
      {posts.map((post) => {
        const Icon = post.author.kind === "organiser" ? Megaphone : MessagesSquare;
        return (
          <li key={post.id} className="rounded-lg border bg-surface p-4">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="font-medium">{post.mine ? "You" : post.author.name}</span>
              {post.author.kind === "volunteer" ? <Badge variant="neutral">Volunteer</Badge> : null}
              <span className="text-muted-foreground">to</span>
              <Badge variant={post.audience === "everyone" ? "neutral" : "accent"}>{post.audienceLabel}</Badge>
              <time dateTime={post.createdAt} className="text-muted-foreground">
                {whenFormat.format(new Date(post.createdAt))}
              </time>
              {actionsFor ? <span className="ml-auto">{actionsFor(post)}</span> : null}
            </div>
            <p className="mt-2 text-sm break-words whitespace-pre-wrap">{post.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
