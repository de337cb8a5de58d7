import { useId, type ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

/** One titled block inside the user panel's tabs. */
export function PanelSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("space-y-3 rounded-xl border p-4", className)}>
      <div className="space-y-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-pretty text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
