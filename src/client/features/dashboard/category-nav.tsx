import { Link } from "react-router";
import { cn } from "#client/lib/utils.ts";
import { CatalogueIcon } from "./catalogue-icons.tsx";
import { AT_A_GLANCE_KEY, categoryHref, findCategory, navCategories } from "./categories.ts";

/**
 * The dashboard sections as a side list on wide screens. Below the large breakpoint the header's drawer
 * lists the same sections, so this one is hidden there.
 */
export function CategoryNav({ selected, isAdmin }: { selected: string; isAdmin: boolean }) {
  const items = navCategories(isAdmin);
  return (
    <nav aria-label="Dashboard sections" className="hidden lg:block">
      <ul className="sticky top-20 space-y-0.5">
        {items.map(({ key, title, separatorBefore }) => {
          const active = key === selected;
          const icon = key === AT_A_GLANCE_KEY ? "LayoutGrid" : (findCategory(key)?.icon ?? "");
          return (
            <li key={key} className={cn(separatorBefore && "mt-3 border-t pt-3")}>
              <Link
                to={categoryHref(key)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-150",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-primary-soft text-primary-soft-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <CatalogueIcon name={icon} className={cn("size-4 shrink-0", active && "text-primary")} />
                <span className="min-w-0">{title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
