import { useId, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowRight, Lock, ShieldAlert } from "lucide-react";
import type { CatalogueFeature } from "#shared/catalogue.ts";
import { PLAN_LABELS, type PlanType } from "#shared/plans.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { accessRestrictedToast, premiumFeatureToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { CatalogueIcon } from "./catalogue-icons.tsx";
import type { FeatureState } from "./categories.ts";

/** One colour per paid tier, the same as in the global search results. */
const PLAN_BADGE: Record<Exclude<PlanType, "free">, BadgeProps["variant"]> = {
  premium: "default",
  pro: "accent",
  business: "success",
};

const cardClass = cn(
  "group flex h-full w-full flex-col gap-4 rounded-xl border bg-surface p-5 text-left shadow-soft",
  "transition-[border-color,box-shadow,transform] duration-150 motion-safe:hover:-translate-y-0.5",
  "hover:border-primary/30 hover:shadow-lifted",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
);

function FeatureBody({
  feature,
  state,
  titleId,
  descriptionId,
}: {
  feature: CatalogueFeature;
  state: FeatureState;
  titleId: string;
  descriptionId: string;
}) {
  const open = state.kind === "open";
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-11 shrink-0 items-center justify-center rounded-lg",
            open ? "bg-primary-soft text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          <CatalogueIcon name={feature.icon} className="size-5" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5">
          {feature.planType !== "free" ? (
            <Badge variant={PLAN_BADGE[feature.planType]}>{PLAN_LABELS[feature.planType]}</Badge>
          ) : null}
          {feature.comingSoon ? <Badge variant="neutral">Coming Soon</Badge> : null}
        </span>
      </div>
      <div className="flex-1 space-y-1.5">
        <h3 id={titleId} className="font-semibold leading-snug text-foreground">
          {feature.title}
        </h3>
        <p id={descriptionId} className="text-sm text-pretty text-muted-foreground">
          {feature.description}
        </p>
      </div>
      <p
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium",
          open ? "text-primary" : state.kind === "locked" ? "text-accent-foreground" : "text-muted-foreground",
        )}
      >
        {state.kind === "open" ? (
          <>
            Open
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-150 motion-safe:group-hover:translate-x-0.5"
            />
          </>
        ) : state.kind === "locked" ? (
          <>
            <Lock aria-hidden="true" className="size-4" />
            Upgrade to {PLAN_LABELS[state.plan]}
          </>
        ) : (
          <>
            <ShieldAlert aria-hidden="true" className="size-4" />
            Administrators only
          </>
        )}
      </p>
    </>
  );
}

/**
 * A feature of the catalogue. Open: a link to the feature. Above the user's plan: a link to /pricing that
 * first explains why (Premium Feature notice). Administrators only: a link that
 * explains, instead of opening, why it cannot open.
 */
export function FeatureCard({ feature, state }: { feature: CatalogueFeature; state: FeatureState }) {
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const body = <FeatureBody feature={feature} state={state} titleId={titleId} descriptionId={descriptionId} />;

  if (state.kind === "open") {
    return (
      <Link to={feature.link} className={cardClass} aria-labelledby={titleId} aria-describedby={descriptionId}>
        {body}
      </Link>
    );
  }

  if (state.kind === "locked") {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click opens /pricing in a new tab as links do; the notice belongs to this tab only.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      premiumFeatureToast(feature.title);
      void navigate("/pricing");
    };
    return (
      <Link
        to="/pricing"
        onClick={onClick}
        className={cn(cardClass, "bg-surface/80")}
        aria-label={`${feature.title}: locked. Upgrade to ${PLAN_LABELS[state.plan]}`}
        aria-describedby={descriptionId}
      >
        {body}
      </Link>
    );
  }

  const onRestrictedClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Only administrators may open the directories; everyone else stays put.
    event.preventDefault();
    accessRestrictedToast();
  };
  return (
    <Link
      to={feature.link}
      onClick={onRestrictedClick}
      className={cardClass}
      aria-label={`${feature.title}: administrators only`}
      aria-describedby={descriptionId}
    >
      {body}
    </Link>
  );
}
