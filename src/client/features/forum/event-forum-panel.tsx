/**
 * The Forum and Chat tabs of the event's details page (client/app composes them in; the tabs' plan gate is
 * the page's): this event's threads and its live chat room, as on /forum and /chat.
 */
import type { TEvent } from "#shared/events/schemas.ts";
import { organisedMemberEvent } from "#client/lib/member-events.ts";
import { ChatRoom } from "./chat-page.tsx";
import { Forum } from "./forum-page.tsx";

export function EventForumPanel({ event }: { event: TEvent }) {
  return <Forum event={organisedMemberEvent(event)} />;
}

export function EventChatPanel({ event }: { event: TEvent }) {
  return <ChatRoom event={organisedMemberEvent(event)} />;
}
