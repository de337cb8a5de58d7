/**
 * /chat: the live group chat of one of my events. New messages arrive over the stream; the view follows
 * them only while the reader is at the bottom, and a screen reader hears a short summary of what arrived
 * (one message in full, a burst as a count) rather than every message.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { EyeOff, MessageCircle, Send } from "lucide-react";
import { CHAT_BODY_MAX, ZChatInput, type TChatMessage } from "#shared/forum/schemas.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { errorToast } from "#client/lib/toast.ts";
import { useComposer } from "#client/lib/use-composer.ts";
import { CommunityPage, formatChatTime, LoadProblem } from "./page-parts.tsx";
import { useChatRoom } from "./use-chat-room.ts";

const FEATURE = "The event chat";
/** Messages arriving within this long are announced together. */
const ANNOUNCE_MS = 2000;
const NEAR_BOTTOM_PX = 48;

/** Collects the others' new messages and says them as one polite sentence once the burst settles. */
function useAnnouncer(myId: string | undefined) {
  const [text, setText] = useState("");
  const pending = useRef<TChatMessage[]>([]);
  const announced = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const hear = (messages: TChatMessage[]) => {
    for (const m of messages) {
      if (m.author.id === myId || announced.current.has(m.id)) continue;
      announced.current.add(m.id);
      pending.current.push(m);
    }
    if (pending.current.length === 0 || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const burst = pending.current;
      pending.current = [];
      const [only] = burst;
      setText(
        burst.length === 1 && only ? `${only.author.name}: ${only.body.slice(0, 140)}` : `${burst.length} new messages`,
      );
    }, ANNOUNCE_MS);
  };
  return { text, hear };
}

function Composer({ onSend }: { onSend: (body: string) => Promise<void> }) {
  const id = useId();
  const {
    register,
    submit,
    sendOnEnter,
    formState: { isSubmitting },
  } = useComposer({
    schema: ZChatInput,
    failure: "The message could not be sent.",
    // The chat says a failed send in a toast; throwing again keeps the words in the box for another try.
    send: ({ body }) =>
      onSend(body).catch((error: Error) => {
        errorToast(error.message);
        throw error;
      }),
  });
  return (
    <form noValidate className="flex items-end gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={CHAT_BODY_MAX}
        placeholder="Write a message…"
        aria-describedby={`${id}-keys`}
        {...register("body")}
        onKeyDown={sendOnEnter}
        className="min-h-11 flex-1 resize-none"
      />
      <p id={`${id}-keys`} className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <Button type="submit" loading={isSubmitting} aria-label="Send message">
        {isSubmitting ? null : <Send aria-hidden="true" />}
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}

export function ChatRoom({ event }: { event: TMemberEvent }) {
  const myId = useAuth().user?.id;
  const announcer = useAnnouncer(myId);
  const room = useChatRoom(event.id, announcer.hear);
  const data = room.room.data;
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);

  // Follow new messages only while at the bottom; after "load earlier", keep what was on screen in place.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [data?.items]);

  const loadEarlier = () => {
    const el = list.current;
    if (el) keepOffset.current = el.scrollHeight - el.scrollTop;
    room.loadEarlier().catch((error: Error) => {
      keepOffset.current = null;
      errorToast(error.message);
    });
  };
  const hide = (message: TChatMessage) => room.hide(message.id).catch((error: Error) => errorToast(error.message));

  if (!data) {
    const query = room.room;
    if (query.isError)
      return (
        <LoadProblem
          title="We couldn't load the chat"
          feature={FEATURE}
          error={query.error}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      );
    return <ListSkeleton label="Loading the chat" rows={3} />;
  }
  return (
    <Card className="flex h-[70dvh] min-h-96 flex-col overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{event.name}</span>
        <span>
          {room.mode === "live" ? "Live" : room.mode === "connecting" ? "Connecting…" : "Updating every few seconds"}
        </span>
      </div>
      <div
        ref={list}
        tabIndex={0}
        role="log"
        aria-label="Messages"
        aria-live="off"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        }}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
      >
        {data.hasEarlier ? (
          <div className="flex justify-center">
            <Button variant="outline" size="sm" loading={room.loadingEarlier} onClick={loadEarlier}>
              Load earlier messages
            </Button>
          </div>
        ) : null}
        {data.items.length === 0 ? (
          <EmptyState icon={MessageCircle} title="No messages yet" headingLevel={3} className="border-none shadow-none">
            Say hello to everyone at {event.name}.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {data.items.map((m) => {
              const mine = m.author.id === myId;
              return (
                <li key={m.id} className={mine ? "flex flex-col items-end" : "flex flex-col items-start"}>
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{mine ? "You" : m.author.name}</span>
                    <time dateTime={m.createdAt}>{formatChatTime(m.createdAt)}</time>
                    {data.canModerate || mine ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-6 px-1.5"
                        onClick={() => void hide(m)}
                        aria-label={mine ? "Remove your message" : `Hide message from ${m.author.name}`}
                      >
                        <EyeOff aria-hidden="true" />
                      </Button>
                    ) : null}
                  </p>
                  <p
                    className={`max-w-[85%] rounded-xl px-3 py-2 text-sm whitespace-pre-wrap break-words ${mine ? "bg-primary text-primary-foreground" : "bg-muted"}`}
                  >
                    {m.body}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="border-t p-3">
        <Composer
          onSend={async (body) => {
            atBottom.current = true;
            await room.send(body);
          }}
        />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcer.text}
      </p>
    </Card>
  );
}

export default function ChatPage() {
  return (
    <CommunityPage
      title="Chat"
      intro="A live group chat for everyone at your event."
      feature={FEATURE}
      noEventsText="The chat belongs to an event. Create one, or ask the organiser to add your address to the guest list."
    >
      {(event) => <ChatRoom key={event.id} event={event} />}
    </CommunityPage>
  );
}
