import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

interface AuthShellProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon shown in a soft circle above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** A line under the card ("Already have an account? Sign in"). */
  footer?: ReactNode;
  className?: string;
}

/** The frame every auth page shares: a centred card on a soft background, one column on phones. */
export function AuthShell({ title, description, icon, children, footer, className }: AuthShellProps) {
  return (
    <div className="relative isolate flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(48rem_20rem_at_50%_-6rem,var(--color-primary-soft),transparent_70%)]"
      />
      <div className={cn("w-full max-w-md animate-fade-in", className)}>
        <div className="rounded-xl border bg-surface p-5 shadow-lifted sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            {icon ? (
              <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6">
                {icon}
              </span>
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
            {description ? <p className="text-sm text-pretty text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </div>
  );
}

/** An inline text link in auth copy. */
export const authLinkClass =
  "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
