/** /testing-dashboard: what plan testing is, the admin's real plan and preview, and the four tier pages. */
import { Link } from "react-router";
import { ArrowRight, Eye, FlaskConical } from "lucide-react";
import { PLAN_LABELS } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useUserData } from "#client/lib/account.ts";
import { AdminsOnlyGate, PAGE_WIDTH } from "./admins-only.tsx";
import { PLAN_BADGE_VARIANT, PreviewStatusCard } from "./preview-status.tsx";
import { featuresOfTier, opens, TIER_PAGES } from "./tiers.ts";

const STEPS = [
  "Open the page of the tier you want to check.",
  "Choose “View as …”: from then on the server treats your own account as that tier on every page and every call.",
  "Click through the tier's features, and the ones above it, to see exactly what such a user sees.",
  "Choose “Stop previewing” to get your real plan back. Your subscription itself never changes.",
];

function TestingDashboardContent() {
  const me = useUserData();
  if (!me.data) return null;
  const previewing = me.data.subscription.previewPlanType;
  const access = me.data.subscription.access;

  return (
    <div className={PAGE_WIDTH}>
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">Testing Dashboard</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Check Gatherly through the eyes of a Free, Premium, Pro or Business user without creating test accounts.
        </p>
      </header>

      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <FlaskConical aria-hidden="true" className="size-5 text-primary" />
                How plan testing works
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="list-decimal space-y-2 pl-5 text-sm text-pretty marker:text-muted-foreground">
                {STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <PreviewStatusCard me={me.data} />
        </div>

        <section aria-labelledby="tier-pages-title" className="space-y-4">
          <h2 id="tier-pages-title" className="text-xl font-semibold tracking-tight">
            Tiers
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TIER_PAGES.map((page) => {
              const count = featuresOfTier(page.plan).length;
              return (
                <li key={page.plan}>
                  <Card className="flex h-full flex-col">
                    <CardHeader className="flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <CardTitle>{page.name}</CardTitle>
                        <Badge variant={PLAN_BADGE_VARIANT[page.plan]}>{PLAN_LABELS[page.plan]} tier</Badge>
                        {previewing === page.plan ? (
                          <Badge variant="accent">
                            <Eye aria-hidden="true" />
                            Previewing now
                          </Badge>
                        ) : null}
                      </div>
                      <CardDescription>
                        {count} {count === 1 ? "feature" : "features"} at this tier,{" "}
                        {opens(page.plan, access) ? "open" : "locked"} for you now.
                      </CardDescription>
                    </CardHeader>
                    <CardFooter>
                      <Button asChild variant="outline" className="w-full">
                        <Link to={page.path}>
                          Open {page.name} testing
                          <ArrowRight aria-hidden="true" />
                        </Link>
                      </Button>
                    </CardFooter>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}

export default function TestingDashboardPage() {
  return (
    <AdminsOnlyGate>
      <TestingDashboardContent />
    </AdminsOnlyGate>
  );
}
