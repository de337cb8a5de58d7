/** The list pane: the person's conversations, newest activity first, with unread counts and the last message. */
import { Ban, MessageCircle } from "lucide-react";
import type { TConversation } from "#shared/messages/schemas.ts";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { cn } from "#client/lib/utils.ts";
import { useConversations } from "./api.ts";
import { shortTime } from "./format.ts";

function preview(conversation: TConversation): string {
  if (!conversation.lastMessage) return "No messages yet";
  return `${conversation.lastMessage.mine ? "You: " : ""}${conversation.lastMessage.body}`;
}

function ConversationRow({
  conversation,
  selected,
  onOpen,
}: {
  conversation: TConversation;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  const unread = conversation.unread > 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(conversation.id)}
        aria-current={selected ? "true" : undefined}
        className={cn(
          "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          selected ? "bg-primary-soft" : "hover:bg-muted",
        )}
      >
        <UserAvatar name={conversation.other.name} avatarUrl={conversation.other.image} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn("truncate", unread ? "font-semibold" : "font-medium")}>{conversation.other.name}</span>
            {conversation.blockedByMe ? (
              <Ban aria-label="Blocked" className="size-3.5 shrink-0 text-muted-foreground" />
            ) : null}
            <time dateTime={conversation.lastMessageAt} className="ml-auto shrink-0 text-xs text-muted-foreground">
              {shortTime(conversation.lastMessageAt)}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span className={cn("truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
              {preview(conversation)}
            </span>
            {unread ? (
              <span className="ml-auto min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground">
                <span className="sr-only">Unread: </span>
                {conversation.unread}
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

export function ConversationList({ selectedId, onOpen }: { selectedId: string | null; onOpen: (id: string) => void }) {
  const conversations = useConversations();
  if (conversations.isPending) return <ListSkeleton label="Loading your conversations" rows={5} />;
  if (conversations.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your conversations"
        error={conversations.error}
        retrying={conversations.isRefetching}
        onRetry={() => void conversations.refetch()}
      />
    );
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState icon={MessageCircle} title="No conversations yet" headingLevel={3}>
        Message anyone who shares an event with you: choose New message to find them.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Conversations" className="space-y-1">
      {conversations.data.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selectedId}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
