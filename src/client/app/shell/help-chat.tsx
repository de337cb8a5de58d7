import { Suspense, useRef, useState, type ReactNode } from "react";
import { LifeBuoy, X } from "lucide-react";
import { lazyWithPreload } from "#client/lib/lazy-with-preload.ts";
import { cn } from "#client/lib/utils.ts";

const HelpChatPanel = lazyWithPreload(() => import("./help-chat-panel.tsx"));

const HELP_CHAT_GREETING = "Hi! How can we help you today?";

export interface ChatMessage {
  id: number;
  from: "support" | "you";
  text: string;
}

/**
 * The Help & Support chat box and its floating round button at the bottom right. Messages
 * stay in this box only: nothing is sent anywhere. Blank messages are ignored; the conversation survives
 * closing and reopening (it lives here, the panel is loaded on first use). `children` (the Back to top
 * button) stack above the chat button, and the panel opens above the whole stack so it covers neither.
 * Below the small breakpoint the stack hides while a field of the page has focus (see its class), and the
 * button is smaller and tucked into the corner, so it covers as little of a page's buttons as it can; the
 * footer lets a page's last buttons scroll clear of it, and what the keyboard scrolls into view stops above
 * it (scroll-padding-bottom in styles.css).
 */
export function HelpChat({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [draft, setDraft] = useState("");
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: "support", text: HELP_CHAT_GREETING }]);
  const stackRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const changeOpen = (next: boolean) => {
    if (next) setEverOpened(true);
    setOpen(next);
  };

  return (
    <>
      <div
        ref={stackRef}
        className={cn(
          "pointer-events-none fixed right-2 bottom-2 z-40 flex flex-col items-end gap-2 sm:right-6 sm:bottom-6 sm:gap-3",
          // On a phone, a page's own text field (a chat composer, a form's last field) sits where this stack
          // floats, and the on-screen keyboard pushes both together: step aside while the person is typing.
          "max-sm:[body:has(main_:is(input,textarea,select,[contenteditable=true]):focus)_&]:hidden",
        )}
      >
        {children}
        <button
          ref={buttonRef}
          type="button"
          aria-label="Help & Support"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={HelpChatPanel.preload}
          onFocus={HelpChatPanel.preload}
          onClick={() => changeOpen(!open)}
          className={cn(
            "pointer-events-auto inline-flex size-11 cursor-pointer items-center justify-center rounded-full shadow-lifted transition-colors sm:size-12",
            "bg-primary text-primary-foreground hover:bg-primary-hover",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <LifeBuoy aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {everOpened ? (
        <Suspense fallback={null}>
          <HelpChatPanel
            open={open}
            onOpenChange={changeOpen}
            messages={messages}
            draft={draft}
            onDraftChange={setDraft}
            onSend={(text) => {
              setMessages((previous) => [...previous, { id: previous.length, from: "you", text }]);
              setDraft("");
            }}
            anchor={stackRef}
            button={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
