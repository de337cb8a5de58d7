import { Link } from "react-router";
import type { PlanType } from "#shared/plans.ts";
import { cn } from "#client/lib/utils.ts";
import { TIER_PAGES } from "./tiers.ts";

/** Links between the four plan testing pages, the current one marked. */
export function TierNav({ current }: { current: PlanType }) {
  return (
    <nav aria-label="Plan testing pages" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-xl border bg-surface p-1 shadow-xs">
        {TIER_PAGES.map((page) => {
          const active = page.plan === current;
          return (
            <li key={page.plan}>
              <Link
                to={page.path}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-primary-soft text-primary-soft-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {page.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
