import { Link } from "react-router";
import { ArrowLeft, ArrowRight, LayoutTemplate, RefreshCw, SearchX, Sparkles } from "lucide-react";
import type { TMe } from "#shared/account/schemas.ts";
import type { CatalogueCategory } from "#shared/catalogue.ts";
import { PLAN_LABELS } from "#shared/plans.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { planAccessOf } from "#client/lib/account.ts";
import { CatalogueIcon } from "./catalogue-icons.tsx";
import { featureState, FREE_ACCESS, isLinkCategory, nextUnlockPlan, openCount, visibleFeatures } from "./categories.ts";
import { FeatureCard } from "./feature-card.tsx";

function BackLink() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      At a Glance
    </Link>
  );
}

function FeatureGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading features">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: Math.max(count, 1) }, (_, index) => (
          <li key={index} className="space-y-4 rounded-xl border bg-surface p-5 shadow-soft">
            <div className="flex justify-between">
              <Skeleton className="size-11 rounded-lg" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-5 w-40 max-w-full" />
            <div className="space-y-2">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-4/5" />
            </div>
            <Skeleton className="h-4 w-24" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TemplatesCallToAction({ link }: { link: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-foreground">
            <LayoutTemplate aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm text-pretty text-muted-foreground">
            <span className="block font-medium text-foreground">Weddings, reunions, tournaments and more</span>
            Pick the template closest to your gathering and adjust it to fit.
          </p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <Link to={link}>
            Browse templates
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function CategoryView({
  category,
  me,
  isPending,
  error,
  retrying,
  onRetry,
}: {
  category: CatalogueCategory;
  me: TMe | undefined;
  isPending: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  const isAdmin = me?.roles.isAdmin === true;
  const access = me ? planAccessOf(me) : FREE_ACCESS;
  const features = visibleFeatures(category, isAdmin);
  const memberAccess = me?.memberAccess;
  const included = openCount(category, access, isAdmin, memberAccess);
  const unlock = me ? nextUnlockPlan(category, access, isAdmin, memberAccess) : null;
  const linkOnly = isLinkCategory(category);

  return (
    <div className="space-y-8">
      <header className="space-y-4">
        <BackLink />
        <div className="flex flex-col items-start gap-4 sm:flex-row">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <CatalogueIcon name={category.icon} className="size-6" />
          </span>
          <div className="min-w-0 space-y-1.5">
            <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{category.title}</h1>
            <p className="max-w-2xl text-pretty text-muted-foreground">{category.description}</p>
            {me && !linkOnly ? (
              <p className="text-sm font-medium text-foreground">
                {category.adminOnly && !isAdmin
                  ? "Only administrators can open these directories."
                  : included === features.length
                    ? `All ${features.length} features are included in your plan.`
                    : `${included} of ${features.length} features included in your plan.`}
              </p>
            ) : null}
          </div>
        </div>
      </header>

      {error ? (
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't load your plan."
          action={
            <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
              {retrying ? null : <RefreshCw aria-hidden="true" />}
              Retry
            </Button>
          }
        >
          Features are shown as on the Free plan until it loads. {error.message}
        </Alert>
      ) : null}

      {linkOnly && category.link ? (
        <TemplatesCallToAction link={category.link} />
      ) : isPending ? (
        <FeatureGridSkeleton count={features.length} />
      ) : (
        <section aria-label={`${category.title} features`}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.key}>
                <FeatureCard feature={feature} state={featureState(feature, access, isAdmin, memberAccess)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {unlock && !isPending ? (
        <Card className="border-dashed bg-accent-soft/40 shadow-none">
          <CardContent className="flex flex-col items-start gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <p className="flex items-start gap-3 text-sm text-pretty text-muted-foreground">
              <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground" />
              <span>
                <span className="font-medium text-foreground">Want more from {category.title}?</span>{" "}
                {PLAN_LABELS[unlock]} opens the next features here. Compare plans to see what each one includes.
              </span>
            </p>
            <Button asChild variant="outline" className="w-full shrink-0 sm:w-auto">
              <Link to="/pricing">See plans</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function CategoryNotFound({ categoryKey }: { categoryKey: string }) {
  return (
    <section
      aria-labelledby="category-not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="category-not-found-title" className="text-2xl font-semibold tracking-tight">
          Category not found
        </h1>
        <p className="text-pretty text-muted-foreground">
          There is no dashboard section called{" "}
          <span className="font-medium break-all text-foreground">"{categoryKey}"</span>. It may have been renamed, or
          the link may be mistyped.
        </p>
      </div>
      <Button asChild>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to your dashboard
        </Link>
      </Button>
    </section>
  );
}
