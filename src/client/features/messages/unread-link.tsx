/**
 * The header's Messages link with the unread total, for signed-in people whose plan includes messages
 * (a free account would only be refused, so it neither shows the link nor asks the server).
 */
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useUserData } from "#client/lib/account.ts";
import { cn } from "#client/lib/utils.ts";
import { unreadQuery } from "./unread.ts";

export function UnreadMessagesLink({ className }: { className?: string }) {
  const me = useUserData();
  const premium = me.data?.subscription.access.premium === true;
  const unread = useQuery({ ...unreadQuery(), enabled: premium });
  if (!premium) return null;
  const total = unread.data ?? 0;
  const label = total > 0 ? `Messages, ${total} unread` : "Messages";
  return (
    <Link
      to="/private-messages"
      aria-label={label}
      title={label}
      className={cn(
        "relative inline-flex size-9 items-center justify-center rounded-lg text-foreground/80 hover:bg-muted hover:text-foreground",
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {total > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground"
        >
          {total > 99 ? "99+" : total}
        </span>
      ) : null}
    </Link>
  );
}
