import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

interface PageHeroProps {
  title: ReactNode;
  description?: ReactNode;
  /** A small label above the title ("About Gatherly"). */
  eyebrow?: ReactNode;
  /** An icon shown in a soft square above the title. */
  icon?: ReactNode;
  /** Buttons or notices under the description. */
  children?: ReactNode;
  className?: string;
}

/** The opening block of every public content page: the page's one h1 on the same soft glow as the auth pages. */
export function PageHero({ title, description, eyebrow, icon, children, className }: PageHeroProps) {
  return (
    <div className={cn("relative isolate", className)}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(52rem_20rem_at_50%_-6rem,var(--color-primary-soft),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16 sm:pb-10">
        {icon ? (
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
            {icon}
          </span>
        ) : null}
        {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {description ? (
          <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** An inline text link in page copy. */
export const textLinkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 decoration-primary/30 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
