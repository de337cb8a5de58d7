/** A page section's h2 with its icon and an optional line under it; `id` names the section (aria-labelledby). */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

export function SectionHeading({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** The soft primary glow behind a public page's header, as on the marketing and auth pages. */
export function HeaderGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(52rem_20rem_at_30%_-6rem,var(--color-primary-soft),transparent_70%)]"
    />
  );
}
