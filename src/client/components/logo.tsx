import { cn } from "#client/lib/utils.ts";

/** The Gatherly mark: a ring of people with one warm dot joining in. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="16" cy="16.5" r="7" fill="none" strokeWidth="3" className="stroke-primary-foreground" />
      <circle cx="22.5" cy="9.5" r="3.5" className="fill-accent" />
    </svg>
  );
}
