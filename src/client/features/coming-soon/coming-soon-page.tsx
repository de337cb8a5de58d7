import { Link, useLocation } from "react-router";
import { ArrowLeft, Hourglass } from "lucide-react";
import { findFeature } from "#shared/catalogue.ts";
import { PLAN_LABELS, type PlanType } from "#shared/plans.ts";
import { matchRoute } from "#shared/routes.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";

const PLAN_BADGE: Record<Exclude<PlanType, "free">, BadgeProps["variant"]> = {
  premium: "default",
  pro: "accent",
  business: "success",
};

/**
 * Stands in for a route of the spec whose page is not built yet, so every link in the product lands
 * somewhere honest: what the feature will do, which plan it belongs to, and a way back. No sample data.
 */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const route = matchRoute(pathname)?.route;
  const feature = route?.featureKey !== undefined ? findFeature(route.featureKey) : undefined;

  const title = feature?.title ?? route?.title ?? "This page";
  // A page that is one part of a feature (Upload Videos, of Video Gallery & Slideshows) says which part.
  const context = feature
    ? [route && route.title !== feature.title ? route.title : null, feature.categoryTitle].filter(Boolean).join(" · ")
    : null;
  const back = isAuthenticated ? { to: "/dashboard", label: "Back to dashboard" } : { to: "/", label: "Back to home" };

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>

      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Badge variant="neutral">Coming soon</Badge>
          {feature && feature.planType !== "free" ? (
            <Badge variant={PLAN_BADGE[feature.planType]}>{PLAN_LABELS[feature.planType]}</Badge>
          ) : null}
        </div>
        {context ? <p className="text-sm font-medium text-primary">{context}</p> : null}
        <h1 id="coming-soon-title" className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          {title}
        </h1>
        {feature ? <p className="text-pretty text-muted-foreground">{feature.description}</p> : null}
      </div>

      <p className="max-w-md rounded-xl border bg-surface px-5 py-4 text-sm text-pretty text-muted-foreground shadow-soft">
        We're still building this part of Gatherly. It will appear right here as soon as it's ready; nothing you've set
        up elsewhere is affected.
      </p>

      <Button asChild variant="outline">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </section>
  );
}
