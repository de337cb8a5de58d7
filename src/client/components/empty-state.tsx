/** A list or page with nothing in it yet: an icon, what is missing, and the one action that fixes it. */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** h2 on a page of its own; h3 inside a section that has its own heading (a tab). */
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={cn("flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center", className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <Heading className="text-lg font-semibold">{title}</Heading>
        <div className="mx-auto max-w-md text-sm text-pretty text-muted-foreground">{children}</div>
      </div>
      {action}
    </Card>
  );
}
