/**
 * One section of a guest's hub (their personal invitation page): a card with an icon heading. The RSVP,
 * announcements, polls and tickets features each fill one, and the page composes them (client/app).
 */
import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

export function HubSection({
  icon: Icon,
  title,
  anchor,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The section's fragment (`#news`): mails link straight to it. */
  anchor?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      className="scroll-mt-20 space-y-4 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}
