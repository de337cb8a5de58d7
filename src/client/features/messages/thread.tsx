/**
 * One conversation: the other person with the block action, the messages (mine on the right), older ones on
 * demand, and the composer. A message shows at once while it is sent; a failed one stays with Retry, and a
 * retry carries the same id so the server never keeps it twice. Messages are text, never HTML.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { ArrowLeft, Ban, CircleAlert, Flag, MessageCircleOff, RotateCw, Send, ShieldCheck } from "lucide-react";
import { messagesContract as messagesApi } from "#shared/messages/contract.ts";
import {
  CANNOT_MESSAGE,
  MESSAGE_BODY_MAX,
  ZSendMessageInput,
  type TConversationDetail,
  type TMessage,
} from "#shared/messages/schemas.ts";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { ActionMenu, ActionMenuItem } from "#client/components/action-menu.tsx";
import { NotFoundState, LoadFailedAlert, isNotFound } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError, keyOf } from "#client/lib/api.ts";
import { useComposer } from "#client/lib/use-composer.ts";
import { cn } from "#client/lib/utils.ts";
import { markRead, sendMessage, useBlockToggle, useConversation, useThread } from "./api.ts";
import { messageTime } from "./format.ts";
import { ReportDialog } from "./report-dialog.tsx";

interface Pending {
  clientId: string;
  body: string;
  failed: string | null;
}

function Bubble({ message, onReport }: { message: TMessage; onReport: (message: TMessage) => void }) {
  return (
    <li className={cn("group flex items-end gap-1", message.mine ? "justify-end" : "justify-start")}>
      <div className={cn("max-w-[80%] space-y-1", message.mine ? "items-end text-right" : "text-left")}>
        <p
          className={cn(
            "rounded-2xl px-3.5 py-2 text-left whitespace-pre-wrap [overflow-wrap:anywhere]",
            message.mine
              ? "rounded-br-md bg-primary text-primary-foreground"
              : "rounded-bl-md bg-muted text-foreground",
          )}
        >
          {message.body}
        </p>
        <time dateTime={message.createdAt} className="block px-1 text-xs text-muted-foreground">
          {messageTime(message.createdAt)}
        </time>
      </div>
      {message.mine ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="mb-5 size-8 px-0 text-muted-foreground opacity-100 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
          aria-label="Report this message"
          title="Report"
          onClick={() => onReport(message)}
        >
          <Flag aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

function PendingBubble({ pending, onRetry }: { pending: Pending; onRetry: (p: Pending) => void }) {
  return (
    <li className="flex justify-end">
      <div className="max-w-[80%] space-y-1 text-right">
        <p
          className={cn(
            "rounded-2xl rounded-br-md px-3.5 py-2 text-left whitespace-pre-wrap [overflow-wrap:anywhere]",
            pending.failed
              ? "border border-destructive/50 bg-destructive-soft text-foreground"
              : "bg-primary/70 text-primary-foreground",
          )}
        >
          {pending.body}
        </p>
        {pending.failed ? (
          <p role="alert" className="flex items-center justify-end gap-2 px-1 text-xs text-destructive">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {pending.failed}
            <Button variant="link" size="sm" className="text-xs" onClick={() => onRetry(pending)}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </p>
        ) : (
          <p className="px-1 text-xs text-muted-foreground">Sending…</p>
        )}
      </div>
    </li>
  );
}

function Composer({ onSend, disabled }: { onSend: (body: string) => void; disabled: boolean }) {
  const { register, control, submit, sendOnEnter } = useComposer({
    schema: ZSendMessageInput,
    failure: "The message could not be sent.",
    // The thread shows the message at once and offers Retry there: the box empties for the next one.
    send: ({ body }) => onSend(body),
  });
  const text = useWatch({ control, name: "body" });
  // Said while typing, before Send is tried: the button stays off until the message fits.
  const tooLong = text.trim().length > MESSAGE_BODY_MAX;
  return (
    <form className="flex items-end gap-2 border-t p-3" onSubmit={(event) => void submit(event)}>
      <div className="flex-1">
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={1}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          {...register("body")}
          onKeyDown={sendOnEnter}
          className="max-h-40 min-h-10 resize-none"
        />
        {tooLong ? (
          <p role="alert" className="mt-1 text-xs text-destructive">
            Keep the message under {MESSAGE_BODY_MAX.toLocaleString()} characters.
          </p>
        ) : null}
      </div>
      <Button type="submit" size="icon" aria-label="Send" disabled={disabled || !text.trim() || tooLong}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}

function ThreadHeader({ conversation, onBack }: { conversation: TConversationDetail; onBack: () => void }) {
  const [asking, setAsking] = useState(false);
  const toggle = useBlockToggle();
  const blocking = !conversation.blockedByMe;
  return (
    <div className="flex items-center gap-3 border-b p-3">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Back to conversations" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
      </Button>
      <UserAvatar name={conversation.other.name} avatarUrl={conversation.other.image} className="size-9" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{conversation.other.name}</h2>
        {conversation.sharedEvents.length > 0 ? (
          <p className="truncate text-xs text-muted-foreground">
            {conversation.sharedEvents.map((e) => e.name).join(" · ")}
          </p>
        ) : null}
      </div>
      <ActionMenu label={`Actions for the conversation with ${conversation.other.name}`}>
        <ActionMenuItem icon={blocking ? Ban : ShieldCheck} destructive={blocking} onSelect={() => setAsking(true)}>
          {blocking ? "Block" : "Unblock"}
        </ActionMenuItem>
      </ActionMenu>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open) toggle.reset();
          setAsking(open);
        }}
        title={blocking ? `Block ${conversation.other.name}?` : `Unblock ${conversation.other.name}?`}
        description={
          blocking
            ? "They won't be able to message you or start a new conversation with you. You can unblock them at any time."
            : "They will be able to message you again."
        }
        confirmLabel={blocking ? "Block" : "Unblock"}
        pending={toggle.isPending}
        error={toggle.error?.message ?? null}
        onConfirm={() =>
          toggle.mutate({ userId: conversation.other.id, block: blocking }, { onSuccess: () => setAsking(false) })
        }
      />
    </div>
  );
}

/** Marks the thread read while it is on screen and something in it is unread. */
function useMarkRead(conversation: TConversationDetail | undefined) {
  const queryClient = useQueryClient();
  const [visible, setVisible] = useState(
    () => typeof document === "undefined" || document.visibilityState === "visible",
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (!id || !visible || unread === 0) return;
    let cancelled = false;
    markRead(id)
      .then((result) => {
        if (cancelled) return;
        queryClient.setQueryData(keyOf(messagesApi.unread), result);
        void queryClient.invalidateQueries({ queryKey: keyOf(messagesApi.conversations) });
        void queryClient.invalidateQueries({
          queryKey: keyOf(messagesApi.conversation, { params: { conversationId: id } }),
        });
      })
      // Reading again later is harmless: the next visit or message marks it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id, unread, visible, queryClient]);
}

export function Thread({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const conversation = useConversation(id);
  const thread = useThread(id);
  const [pending, setPending] = useState<Pending[]>([]);
  const [reporting, setReporting] = useState<TMessage | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  useMarkRead(conversation.data);

  const messages = thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.items) : [];
  const newestId = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [newestId, pending.length]);

  const deliver = (item: Pending) => {
    setPending((list) => list.map((p) => (p.clientId === item.clientId ? { ...p, failed: null } : p)));
    sendMessage(id, item.body, item.clientId)
      .then(async () => {
        await queryClient.invalidateQueries({
          queryKey: keyOf(messagesApi.messages, { params: { conversationId: id } }),
        });
        setPending((list) => list.filter((p) => p.clientId !== item.clientId));
        void queryClient.invalidateQueries({ queryKey: keyOf(messagesApi.conversations) });
      })
      .catch((error: unknown) => {
        const reason = error instanceof ApiError ? error.message : "Not sent.";
        setPending((list) => list.map((p) => (p.clientId === item.clientId ? { ...p, failed: reason } : p)));
        if (error instanceof ApiError && error.message === CANNOT_MESSAGE)
          void queryClient.invalidateQueries({
            queryKey: keyOf(messagesApi.conversation, { params: { conversationId: id } }),
          });
      });
  };
  const send = (body: string) => {
    const item = { clientId: crypto.randomUUID(), body, failed: null };
    setPending((list) => [...list, item]);
    deliver(item);
  };

  if (conversation.isError) {
    if (isNotFound(conversation.error)) {
      return (
        <NotFoundState
          titleId="conversation-missing"
          icon={MessageCircleOff}
          title="Conversation not found"
          message="It may have been removed, or the link is not yours."
          backTo="/private-messages"
          backLabel="Back to messages"
        />
      );
    }
    return (
      <LoadFailedAlert
        className="m-4"
        title="We couldn't load this conversation"
        error={conversation.error}
        retrying={conversation.isRefetching}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  if (!conversation.data) {
    return (
      <div role="status" aria-label="Loading the conversation" className="space-y-4 p-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="ml-auto h-12 w-2/3" />
        <Skeleton className="h-12 w-1/2" />
      </div>
    );
  }
  const c = conversation.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={c} onBack={onBack} />
      <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-live="polite" aria-relevant="additions">
        {thread.hasNextPage ? (
          <div className="mb-4 text-center">
            <Button
              variant="outline"
              size="sm"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              Load older messages
            </Button>
          </div>
        ) : null}
        {thread.isError ? (
          <LoadFailedAlert
            title="We couldn't load the messages"
            error={thread.error}
            retrying={thread.isRefetching}
            onRetry={() => void thread.refetch()}
          />
        ) : thread.isPending ? (
          <Skeleton className="h-12 w-1/2" />
        ) : messages.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Say hello to {c.other.name}.</p>
        ) : null}
        <ul aria-label={`Messages with ${c.other.name}`} className="space-y-3">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} onReport={setReporting} />
          ))}
          {pending
            .filter((p) => !messages.some((m) => m.id === p.clientId))
            .map((p) => (
              <PendingBubble key={p.clientId} pending={p} onRetry={deliver} />
            ))}
        </ul>
        <div ref={bottom} />
      </div>
      {c.canMessage ? (
        <Composer onSend={send} disabled={false} />
      ) : (
        <p className="border-t p-4 text-center text-sm text-muted-foreground">
          {c.blockedByMe ? `You blocked ${c.other.name}. Unblock them to send a message.` : CANNOT_MESSAGE}
        </p>
      )}
      <ReportDialog
        message={reporting}
        events={c.sharedEvents}
        senderName={c.other.name}
        onClose={() => setReporting(null)}
      />
    </div>
  );
}
