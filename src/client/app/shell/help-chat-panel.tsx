/**
 * The Help & Support chat panel (help-chat.tsx owns the button and the conversation): loaded the first time
 * the chat is opened, so the Radix popover is not part of the first page load.
 */
import { useEffect, useId, useRef, type FormEvent, type RefObject } from "react";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { Link } from "react-router";
import { LifeBuoy, Send, X } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";
import type { ChatMessage } from "./help-chat.tsx";

export interface HelpChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: readonly ChatMessage[];
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Adds the (non-blank) message to the conversation. */
  onSend: (text: string) => void;
  /** The floating stack the panel opens above, and the button focus returns to. */
  anchor: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}

const HELP_LINK = "font-medium text-primary underline underline-offset-2 hover:text-primary-hover";

export default function HelpChatPanel({
  open,
  onOpenChange,
  messages,
  draft,
  onDraftChange,
  onSend,
  anchor,
  button,
}: HelpChatPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  // The newest message stays in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, open]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    inputRef.current?.focus();
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor as RefObject<HTMLDivElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={16}
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger to return to: focus goes back to the chat button.
            event.preventDefault();
            button.current?.focus();
          }}
          // A chat box stays open while the visitor reads or scrolls the page; Escape or the buttons close it.
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            "z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-surface shadow-lifted outline-none",
            "max-h-[min(30rem,var(--radix-popover-content-available-height))] data-[state=open]:animate-fade-in",
          )}
        >
          <div className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
            <div className="flex items-center gap-2">
              <LifeBuoy aria-hidden="true" className="size-5" />
              <h2 id={titleId} className="text-base font-semibold">
                Help & Support
              </h2>
            </div>
            <PopoverPrimitive.Close
              aria-label="Close Help & Support"
              className="-mr-1.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </PopoverPrimitive.Close>
          </div>

          <div
            ref={listRef}
            role="log"
            aria-label="Conversation"
            aria-live="polite"
            className="min-h-40 flex-1 overflow-y-auto overscroll-contain bg-background px-4 py-4"
          >
            <ol className="flex flex-col gap-2">
              {messages.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
                    message.from === "you"
                      ? "self-end rounded-br-md bg-primary text-primary-foreground"
                      : "self-start rounded-bl-md border bg-surface text-foreground",
                  )}
                >
                  <span className="sr-only">{message.from === "you" ? "You: " : "Support: "}</span>
                  {message.text}
                </li>
              ))}
            </ol>
          </div>

          {/* The chat sends nothing anywhere (the specification): it says so, and where a person does read. */}
          <p className="border-t bg-surface px-4 pt-3 text-xs leading-relaxed text-muted-foreground">
            Messages here stay on this device. To reach a person, use the{" "}
            <Link to="/contact" className={HELP_LINK} onClick={() => onOpenChange(false)}>
              contact form
            </Link>
            ; answers to common questions are in the{" "}
            <Link to="/help" className={HELP_LINK} onClick={() => onOpenChange(false)}>
              Help Center
            </Link>
            .
          </p>
          <form onSubmit={send} className="flex items-end gap-2 bg-surface p-3">
            <div className="min-w-0 flex-1">
              <Label htmlFor={inputId} className="sr-only">
                Message
              </Label>
              <Input
                ref={inputRef}
                id={inputId}
                value={draft}
                onChange={(event) => onDraftChange(event.target.value)}
                placeholder="Type your message..."
                autoComplete="off"
                maxLength={1000}
              />
            </div>
            <Button type="submit" className="shrink-0 px-3.5">
              <Send aria-hidden="true" />
              Send
            </Button>
          </form>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
