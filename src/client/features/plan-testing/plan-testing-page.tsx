/**
 * One plan testing page, parameterised by tier: preview the product as that tier (server-side, for the
 * admin's own account) and walk through the tier's catalogue features, each marked open or locked for the
 * access the admin has right now.
 */
import { Link } from "react-router";
import { ArrowLeft, ArrowRight, Check, Lock } from "lucide-react";
import type { CatalogueFeatureWithCategory } from "#shared/catalogue.ts";
import { PLAN_LABELS, type AccessLevels, type PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useUserData } from "#client/lib/account.ts";
import { cn } from "#client/lib/utils.ts";
import { AdminsOnlyGate, PAGE_WIDTH } from "./admins-only.tsx";
import { PLAN_BADGE_VARIANT, PreviewStatusCard } from "./preview-status.tsx";
import { TierNav } from "./tier-nav.tsx";
import { featuresOfTier, opens, tierPage } from "./tiers.ts";

function groupByCategory(features: CatalogueFeatureWithCategory[]) {
  const groups = new Map<string, { title: string; features: CatalogueFeatureWithCategory[] }>();
  for (const feature of features) {
    const group = groups.get(feature.categoryKey) ?? { title: feature.categoryTitle, features: [] };
    group.features.push(feature);
    groups.set(feature.categoryKey, group);
  }
  return [...groups.entries()].map(([key, group]) => ({ key, ...group }));
}

function FeatureRow({ feature, open }: { feature: CatalogueFeatureWithCategory; open: boolean }) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={feature.link}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {feature.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {feature.comingSoon ? <Badge variant="neutral">Coming soon</Badge> : null}
          {feature.adminOnly ? <Badge variant="neutral">Admins only</Badge> : null}
        </p>
        <p className="text-sm text-pretty text-muted-foreground">{feature.description}</p>
        <p className="font-mono text-xs text-muted-foreground">{feature.link}</p>
      </div>
      <p
        className={cn(
          "inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-medium",
          open ? "bg-success-soft text-success-foreground" : "bg-muted text-muted-foreground",
        )}
      >
        {open ? <Check aria-hidden="true" className="size-3.5" /> : <Lock aria-hidden="true" className="size-3.5" />}
        {open ? "Opens for you now" : "Locked for you now"}
      </p>
    </li>
  );
}

function TierFeatures({ plan, access }: { plan: PlanType; access: AccessLevels }) {
  const features = featuresOfTier(plan);
  const open = opens(plan, access);
  const label = PLAN_LABELS[plan];
  const groups = groupByCategory(features);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {label} features ({features.length})
        </CardTitle>
        <CardDescription>
          {plan === "free"
            ? "What every account gets. A paid tier includes all of these too."
            : `What the ${label} tier adds. A ${label} user also gets every feature of the tiers below.`}{" "}
          {open
            ? "With your current access, all of them open."
            : "With your current access, none of them open: click one to see what a lower tier sees."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {groups.length === 0 ? (
          <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
            The catalogue lists no features at this tier.
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`tier-group-${group.key}`} className="space-y-3">
              <h3
                id={`tier-group-${group.key}`}
                className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.title}
              </h3>
              <ul className="divide-y sm:rounded-xl sm:border sm:p-4">
                {group.features.map((feature) => (
                  <FeatureRow key={feature.key} feature={feature} open={open} />
                ))}
              </ul>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function PlanTestingContent({ plan }: { plan: PlanType }) {
  const me = useUserData();
  const page = tierPage(plan);
  if (!me.data) return null;
  const label = PLAN_LABELS[plan];

  return (
    <div className={PAGE_WIDTH}>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to="/testing-dashboard"
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Testing Dashboard
        </Link>
        <TierNav current={plan} />
      </div>

      <header className="mb-8 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold tracking-tight text-balance">{page.title}</h1>
          <Badge variant={PLAN_BADGE_VARIANT[plan]}>{label} tier</Badge>
        </div>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          See Gatherly the way a {label} user does. "View as {label}" makes the whole product, the server's checks
          included, treat your account as {label} until you stop previewing. Then open the features below.
        </p>
      </header>

      <div className="space-y-6">
        <PreviewStatusCard me={me.data} tier={plan} />
        <TierFeatures plan={plan} access={me.data.subscription.access} />
      </div>
    </div>
  );
}

export function PlanTestingPage({ plan }: { plan: PlanType }) {
  return (
    <AdminsOnlyGate>
      <PlanTestingContent plan={plan} />
    </AdminsOnlyGate>
  );
}
