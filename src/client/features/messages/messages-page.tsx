/**
 * /private-messages (also /premium/messages, /premium/private-messages, /messaging): one-to-one
 * conversations with the people of one's events. Two panes on large screens (list | thread), one at a time
 * on phones. The open conversation is in the address (?c=), and ?to=<userId> (the directory's "Message"
 * link) opens or starts the conversation with that person. Organisers also get the reported messages.
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { MessageCircle, PenSquare } from "lucide-react";
import { CommunityNav } from "#client/components/community-nav.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { useMemberEvents } from "#client/lib/member-events.ts";
import { errorToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { startConversation } from "./api.ts";
import { ConversationList } from "./conversation-list.tsx";
import { NewMessageDialog } from "./new-message-dialog.tsx";
import { ReportsSection } from "./reports-section.tsx";
import { Thread } from "./thread.tsx";
import { useInboxStream } from "./use-inbox-stream.ts";

/** The open conversation in the address, and opening one with a person (found or started on the server). */
function useOpenConversation() {
  const [search, setSearch] = useSearchParams();
  const selected = search.get("c");
  const to = search.get("to");
  const select = (id: string | null, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("to");
        if (id) next.set("c", id);
        else next.delete("c");
        return next;
      },
      { replace },
    );
  const [starting, setStarting] = useState(false);
  const openWith = (userId: string, replace = false) => {
    setStarting(true);
    startConversation(userId)
      .then((conversation) => select(conversation.id, replace))
      .catch((error: unknown) => {
        errorToast(error instanceof Error ? error.message : "The conversation could not be opened.");
        select(selected, true);
      })
      .finally(() => setStarting(false));
  };
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!to || handled.current === to) return;
    handled.current = to;
    openWith(to, true);
    // Only a new ?to= starts anything; openWith is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to]);
  return { selected, select, openWith, starting };
}

function Inbox() {
  const { selected, select, openWith, starting } = useOpenConversation();
  const [composing, setComposing] = useState(false);
  return (
    <Card className="grid h-[calc(100dvh-22rem)] min-h-[24rem] grid-cols-1 overflow-hidden p-0 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className={cn("min-h-0 flex-col border-r lg:flex", selected ? "hidden" : "flex")}>
        <div className="flex items-center justify-between gap-2 border-b p-3">
          <h2 className="font-semibold">Conversations</h2>
          <Button size="sm" loading={starting} onClick={() => setComposing(true)}>
            {starting ? null : <PenSquare aria-hidden="true" />}
            New message
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          <ConversationList selectedId={selected} onOpen={(id) => select(id)} />
        </div>
      </div>
      <div className={cn("min-h-0 flex-col lg:flex", selected ? "flex" : "hidden")}>
        {selected ? (
          <Thread key={selected} id={selected} onBack={() => select(null)} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
            <MessageCircle aria-hidden="true" className="size-8" />
            <p>Choose a conversation, or start a new one.</p>
          </div>
        )}
      </div>
      <NewMessageDialog
        open={composing}
        onOpenChange={setComposing}
        onPick={(userId) => {
          setComposing(false);
          openWith(userId);
        }}
      />
    </Card>
  );
}

export default function MessagesPage() {
  useInboxStream();
  const events = useMemberEvents();
  const organised = (events.data ?? []).filter((e) => e.role === "organiser");
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Private messages</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Talk one to one with the organisers and attendees of your events.
        </p>
      </header>
      {events.data && events.data.length > 0 ? <CommunityNav organiser={organised.length > 0} /> : null}
      {organised.length > 0 ? (
        <Tabs defaultValue="conversations">
          <TabsList className="max-w-md">
            <TabsTrigger value="conversations">Conversations</TabsTrigger>
            <TabsTrigger value="reports">Reported messages</TabsTrigger>
          </TabsList>
          <TabsContent value="conversations">
            <Inbox />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsSection events={organised} />
          </TabsContent>
        </Tabs>
      ) : (
        <Inbox />
      )}
    </div>
  );
}
