/**
 * /forum: the discussion board of one of my events. The thread list (pinned first, then by last activity)
 * and one thread with its replies; the open thread is in the address (?thread=) so a link opens it.
 * The organiser pins, locks and hides; authors edit and delete their own words.
 */
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ArrowLeft, EyeOff, Lock, MessagesSquare, Pencil, Pin, Plus, Trash2, Unlock, Eye, PinOff } from "lucide-react";
import {
  FORUM_BODY_MAX,
  POSTS_PAGE_SIZE,
  ZPostInput,
  type TPost,
  type TThread,
  type TThreadSummary,
} from "#shared/forum/schemas.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { ActionMenu, ActionMenuItem } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListResults, ListSkeleton } from "#client/components/list-states.tsx";
import { isNotFound } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useComposer } from "#client/lib/use-composer.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useForumMutations, useThread, useThreads } from "./api.ts";
import { CommunityPage, formatWhen, LoadProblem } from "./page-parts.tsx";
import { ThreadDialog } from "./thread-dialog.tsx";

const FEATURE = "The event forum";

function ThreadBadges({ item }: { item: Pick<TThreadSummary, "pinned" | "locked" | "hidden"> }) {
  return (
    <>
      {item.pinned ? (
        <Badge variant="accent">
          <Pin aria-hidden="true" />
          Pinned
        </Badge>
      ) : null}
      {item.locked ? (
        <Badge variant="neutral">
          <Lock aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
      {item.hidden ? (
        <Badge variant="warning">
          <EyeOff aria-hidden="true" />
          Hidden
        </Badge>
      ) : null}
    </>
  );
}

function ThreadList({ event, onOpen }: { event: TMemberEvent; onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const threads = useThreads(event.id, page);
  const newThread = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New thread
    </Button>
  );
  let body;
  if (threads.isPending) body = <ListSkeleton label="Loading threads" />;
  else if (threads.isError && !threads.data)
    body = (
      <LoadProblem
        title="We couldn't load the forum"
        feature={FEATURE}
        error={threads.error}
        retrying={threads.isRefetching}
        onRetry={() => void threads.refetch()}
      />
    );
  else if (threads.data.total === 0)
    body = (
      <EmptyState icon={MessagesSquare} title="No threads yet" action={newThread}>
        Start the first conversation: ask a question, share plans or say hello.
      </EmptyState>
    );
  else
    body = (
      <ListResults
        title="Threads"
        nouns={["thread", "threads"]}
        total={threads.data.total}
        filtered={false}
        stale={threads.isPlaceholderData}
        page={page}
        pageSize={threads.data.pageSize}
        onPage={setPage}
      >
        {threads.data.items.map((thread) => (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onOpen(thread.id)}
              className="flex w-full flex-col gap-1.5 px-4 py-4 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:px-5"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{thread.title}</span>
                <ThreadBadges item={thread} />
              </span>
              <span className="text-sm text-muted-foreground">
                {thread.author.name} · {thread.replyCount === 1 ? "1 reply" : `${thread.replyCount} replies`} · last
                activity {formatWhen(thread.lastPostAt)}
              </span>
            </button>
          </li>
        ))}
      </ListResults>
    );
  return (
    <div className="space-y-4">
      {threads.data && threads.data.total > 0 ? <div className="flex justify-end">{newThread}</div> : null}
      {body}
      <ThreadDialog
        eventId={event.id}
        open={creating}
        thread={null}
        onOpenChange={setCreating}
        onSaved={(saved) => onOpen(saved.id)}
      />
    </div>
  );
}

function ReplyBox({ eventId, thread }: { eventId: string; thread: TThread }) {
  const id = useId();
  const { reply } = useForumMutations(eventId);
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useComposer({
    schema: ZPostInput,
    blank: "Write a reply first.",
    failure: "The reply could not be posted.",
    send: async (input) => {
      await reply.mutateAsync({ threadId: thread.id, input });
    },
  });
  if (thread.locked) {
    return (
      <Alert variant="info" title="This thread is locked.">
        The organiser closed it to new replies.
      </Alert>
    );
  }
  // One box: the server's word on the reply and any other failure are said under it alike.
  const problem = errors.body?.message ?? formError;
  return (
    <form noValidate className="space-y-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="text-sm font-medium">
        Your reply
      </label>
      <Textarea
        id={id}
        rows={4}
        maxLength={FORUM_BODY_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        {...register("body")}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Post reply
        </Button>
      </div>
    </form>
  );
}

function PostItem({
  eventId,
  post,
  canModerate,
  onDelete,
}: {
  eventId: string;
  post: TPost;
  canModerate: boolean;
  onDelete: (post: TPost) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.body);
  const { updatePost } = useForumMutations(eventId);
  const hide = (hidden: boolean) =>
    updatePost.mutate(
      { id: post.id, patch: { hidden } },
      {
        onSuccess: () => successToast(hidden ? "Reply hidden" : "Reply shown again"),
        onError: (e) => errorToast(e.message),
      },
    );
  const save = () =>
    updatePost.mutate(
      { id: post.id, patch: { body: text } },
      { onSuccess: () => setEditing(false), onError: (e) => errorToast(e.message) },
    );
  const actions = post.mine || canModerate;
  return (
    <li className="space-y-2 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{post.author.name}</span>
          <span className="text-muted-foreground">{formatWhen(post.createdAt)}</span>
          {post.hidden ? (
            <Badge variant="warning">
              <EyeOff aria-hidden="true" />
              Hidden
            </Badge>
          ) : null}
        </p>
        {actions && !editing ? (
          <ActionMenu label={`Actions for the reply by ${post.author.name}`}>
            {post.mine ? (
              <ActionMenuItem icon={Pencil} onSelect={() => setEditing(true)}>
                Edit
              </ActionMenuItem>
            ) : null}
            {canModerate ? (
              <ActionMenuItem icon={post.hidden ? Eye : EyeOff} onSelect={() => hide(!post.hidden)}>
                {post.hidden ? "Show again" : "Hide"}
              </ActionMenuItem>
            ) : null}
            <ActionMenuItem icon={Trash2} destructive onSelect={() => onDelete(post)}>
              Delete
            </ActionMenuItem>
          </ActionMenu>
        ) : null}
      </div>
      {editing ? (
        <div className="space-y-2">
          <label htmlFor={id} className="sr-only">
            Edit your reply
          </label>
          <Textarea
            id={id}
            rows={4}
            maxLength={FORUM_BODY_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={updatePost.isPending}>
              Cancel
            </Button>
            <Button size="sm" onClick={save} loading={updatePost.isPending} disabled={!text.trim()}>
              Save
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm whitespace-pre-wrap break-words">{post.body}</p>
      )}
    </li>
  );
}

function ThreadView({ event, threadId, onBack }: { event: TMemberEvent; threadId: string; onBack: () => void }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const view = useThread(threadId, page);
  const mutations = useForumMutations(event.id);
  const deleteThread = useConfirmedAction<TThread, unknown>(mutations.deleteThread, () => {
    successToast("Thread deleted");
    onBack();
  });
  const deletePost = useConfirmedAction<TPost, unknown>(mutations.deletePost, () => successToast("Reply deleted"));
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
      <ArrowLeft aria-hidden="true" />
      All threads
    </Button>
  );

  if (view.isPending) return <ListSkeleton label="Loading the thread" rows={3} />;
  // A thread of another event (the event was switched with the thread still in the address) is not found here.
  const elsewhere = view.data !== undefined && view.data.thread.eventId !== event.id;
  if ((view.isError && !view.data) || elsewhere) {
    if (elsewhere || isNotFound(view.error)) {
      return (
        <EmptyState icon={MessagesSquare} title="Thread not found" action={back}>
          It was deleted, or it is not part of this event.
        </EmptyState>
      );
    }
    return (
      <LoadProblem
        title="We couldn't load this thread"
        feature={FEATURE}
        error={view.error}
        retrying={view.isRefetching}
        onRetry={() => void view.refetch()}
      />
    );
  }
  const { thread, posts, canModerate } = view.data!;
  const moderate = (patch: { pinned?: boolean; locked?: boolean; hidden?: boolean }, done: string) =>
    mutations.updateThread.mutate(
      { id: thread.id, patch },
      { onSuccess: () => successToast(done), onError: (e) => errorToast(e.message) },
    );

  return (
    <div className="flex flex-col gap-4">
      {back}
      <Card className="space-y-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1.5">
            <h2 className="text-xl font-semibold tracking-tight break-words">{thread.title}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                {thread.author.name} · {formatWhen(thread.createdAt)}
              </span>
              <ThreadBadges item={thread} />
            </p>
          </div>
          {thread.mine || canModerate ? (
            <ActionMenu label="Thread actions">
              {canModerate ? (
                <>
                  <ActionMenuItem
                    icon={thread.pinned ? PinOff : Pin}
                    onSelect={() =>
                      moderate({ pinned: !thread.pinned }, thread.pinned ? "Thread unpinned" : "Thread pinned")
                    }
                  >
                    {thread.pinned ? "Unpin" : "Pin"}
                  </ActionMenuItem>
                  <ActionMenuItem
                    icon={thread.locked ? Unlock : Lock}
                    onSelect={() =>
                      moderate({ locked: !thread.locked }, thread.locked ? "Thread unlocked" : "Thread locked")
                    }
                  >
                    {thread.locked ? "Unlock" : "Lock"}
                  </ActionMenuItem>
                  <ActionMenuItem
                    icon={thread.hidden ? Eye : EyeOff}
                    onSelect={() =>
                      moderate({ hidden: !thread.hidden }, thread.hidden ? "Thread shown again" : "Thread hidden")
                    }
                  >
                    {thread.hidden ? "Show again" : "Hide"}
                  </ActionMenuItem>
                </>
              ) : null}
              {thread.mine ? (
                <ActionMenuItem icon={Pencil} onSelect={() => setEditing(true)}>
                  Edit
                </ActionMenuItem>
              ) : null}
              <ActionMenuItem icon={Trash2} destructive onSelect={() => deleteThread.ask(thread)}>
                Delete
              </ActionMenuItem>
            </ActionMenu>
          ) : null}
        </div>
        <p className="whitespace-pre-wrap break-words">{thread.body}</p>
      </Card>

      <section aria-labelledby="forum-replies" className="space-y-3">
        <h3 id="forum-replies" className="font-semibold">
          {posts.total === 1 ? "1 reply" : `${posts.total} replies`}
        </h3>
        {posts.items.length > 0 ? (
          <Card className={view.isPlaceholderData ? "opacity-70" : undefined}>
            <ul className="divide-y">
              {posts.items.map((post) => (
                <PostItem
                  key={`${post.id}-${post.body.length}`}
                  eventId={event.id}
                  post={post}
                  canModerate={canModerate}
                  onDelete={deletePost.ask}
                />
              ))}
            </ul>
          </Card>
        ) : null}
        <Pagination label="Reply pages" page={page} total={posts.total} pageSize={POSTS_PAGE_SIZE} onPage={setPage} />
        <ReplyBox eventId={event.id} thread={thread} />
      </section>

      <ThreadDialog
        eventId={event.id}
        open={editing}
        thread={thread}
        onOpenChange={setEditing}
        onSaved={() => undefined}
      />
      <ConfirmTargetDialog
        action={deleteThread}
        title="Delete this thread?"
        description="The thread and all its replies are deleted for everyone."
        confirmLabel="Delete thread"
      />
      <ConfirmTargetDialog
        action={deletePost}
        title="Delete this reply?"
        description="The reply is deleted for everyone."
        confirmLabel="Delete reply"
      />
    </div>
  );
}

export function Forum({ event }: { event: TMemberEvent }) {
  const [search, setSearch] = useSearchParams();
  const threadId = search.get("thread");
  const open = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("thread", id);
      else next.delete("thread");
      return next;
    });
  return threadId ? (
    <ThreadView key={threadId} event={event} threadId={threadId} onBack={() => open(null)} />
  ) : (
    <ThreadList key={event.id} event={event} onOpen={open} />
  );
}

export default function ForumPage() {
  return (
    <CommunityPage
      title="Forum"
      intro="Conversations for the people of your event: questions, plans and memories, kept in threads."
      feature={FEATURE}
      noEventsText="The forum belongs to an event. Create one, or ask the organiser to add your address to the guest list."
    >
      {(event) => <Forum event={event} />}
    </CommunityPage>
  );
}
