import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Lock, Search, X } from "lucide-react";
import { featureOpens, searchFeatures, upgradeMessage, type CatalogueFeatureWithCategory } from "#shared/catalogue.ts";
import { PLAN_LABELS, type AccessLevels, type PlanType } from "#shared/plans.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { planAccessOf, useUserData } from "#client/lib/account.ts";
import { useAuth } from "#client/lib/auth.ts";
import { upgradeRequiredToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";

/** A signed-out visitor opens free features only. */
const FREE_ACCESS: AccessLevels = { premium: false, pro: false, business: false };

const PLAN_BADGE: Record<Exclude<PlanType, "free">, BadgeProps["variant"]> = {
  premium: "default",
  pro: "accent",
  business: "success",
};

/**
 * The search box itself: an ARIA combobox over the feature catalogue, loaded by global-feature-search.tsx
 * on the pages that show it.
 */
export default function FeatureSearchBox() {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const { data } = useUserData({ enabled: isAuthenticated });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const isAdmin = isAuthenticated && data?.roles.isAdmin === true;
  // While a signed-in user's plan is still loading nothing is marked locked: the page's own gate decides.
  const access: AccessLevels | null = !isAuthenticated ? FREE_ACCESS : data ? planAccessOf(data) : null;

  const results = useMemo(() => searchFeatures(query, { includeAdminOnly: isAdmin }), [query, isAdmin]);
  const trimmed = query.trim();
  const expanded = open && trimmed !== "";
  // The popup is a listbox; with no match only the status line shows, and there is nothing to expand.
  const listShown = expanded && results.length > 0;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = results.length === 0 ? -1 : Math.min(active, results.length - 1);

  useEffect(() => {
    if (!listShown || activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [id, listShown, activeIndex]);

  // What a host's plan opens for a guest is not locked for them either.
  const locked = (feature: CatalogueFeatureWithCategory) =>
    access !== null && !featureOpens(feature, access, data?.memberAccess);

  function reset() {
    setQuery("");
    setActive(0);
    setOpen(false);
  }

  function choose(feature: CatalogueFeatureWithCategory) {
    reset();
    if (locked(feature)) {
      upgradeRequiredToast(PLAN_LABELS[feature.planType]);
      void navigate("/pricing");
      return;
    }
    void navigate(feature.link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (trimmed === "") return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (results.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + results.length) % results.length);
        return;
      }
      case "Enter": {
        const feature = listShown ? results[activeIndex] : undefined;
        if (!feature) return;
        event.preventDefault();
        choose(feature);
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== "") {
          event.preventDefault();
          reset();
        }
        return;
    }
  }

  const countText =
    results.length > 0 ? `Found ${results.length} feature(s)` : `No features found matching "${trimmed}"`;

  return (
    <div
      className="relative w-full"
      onBlur={(event) => {
        // Closing on blur, but not when focus only moves inside the search (the clear button).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search features
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search features..."
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listboxId}
          aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            "flex h-11 w-full min-w-0 rounded-lg border border-input bg-surface pr-11 pl-9 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
            "placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150",
            "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
          )}
        />
        {query !== "" ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>

      {/* Kept in the accessibility tree while closed, so the status line is a live region before it changes. */}
      <div
        className={
          expanded
            ? "absolute inset-x-0 top-full z-30 mt-2 flex max-h-96 flex-col overflow-hidden rounded-xl border bg-surface shadow-lifted"
            : "sr-only"
        }
      >
        <p
          role="status"
          aria-live="polite"
          className="shrink-0 border-b bg-muted/60 px-4 py-2 text-xs font-medium text-muted-foreground"
        >
          {expanded ? countText : ""}
        </p>
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Matching features"
          hidden={!listShown}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1"
        >
          {listShown
            ? results.map((feature, index) => {
                const isLocked = locked(feature);
                const isActive = index === activeIndex;
                return (
                  <li
                    key={feature.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isActive}
                    // Keeps focus in the input so the keyboard keeps working after a pointer hover.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (!isActive) setActive(index);
                    }}
                    onClick={() => choose(feature)}
                    className={cn(
                      "flex cursor-pointer flex-col gap-1 px-4 py-3 text-left",
                      // The bar at the edge marks the active row without relying on colour alone.
                      isActive ? "bg-primary-soft/70 shadow-[inset_3px_0_0_var(--color-primary)]" : "hover:bg-muted",
                    )}
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-foreground">{feature.title}</span>
                      {feature.planType !== "free" ? (
                        <Badge variant={PLAN_BADGE[feature.planType]}>{PLAN_LABELS[feature.planType]}</Badge>
                      ) : null}
                    </div>
                    <p className="text-sm text-muted-foreground">{feature.description}</p>
                    <p className="text-xs font-medium text-muted-foreground/90">{feature.categoryTitle}</p>
                    {isLocked ? (
                      <p className="flex items-center gap-1.5 text-xs font-medium text-warning-foreground">
                        <Lock aria-hidden="true" className="size-3.5" />
                        {upgradeMessage(feature.planType)}
                      </p>
                    ) : null}
                  </li>
                );
              })
            : null}
        </ul>
      </div>
    </div>
  );
}
