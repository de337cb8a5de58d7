/**
 * A section of the ticket manager: its heading and a line under it, the section's buttons beside them once
 * the screen is wide enough (`actionsBeside`: from "sm", or from "lg" for several), then its content.
 */
import { useId, type ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

const BESIDE = {
  sm: "sm:flex-row sm:items-end sm:justify-between",
  lg: "lg:flex-row lg:items-end lg:justify-between",
} as const;

export function ManagerSection({
  title,
  description,
  actions,
  actionsBeside = "sm",
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  actionsBeside?: keyof typeof BESIDE;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div className="space-y-1">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      {actions ? (
        <div className={cn("flex flex-col gap-3", BESIDE[actionsBeside])}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
