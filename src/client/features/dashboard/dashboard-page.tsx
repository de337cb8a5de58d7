import { RefreshCw, Sparkles } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";
import { PlanCard } from "./plan-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { VerifyEmailBanner } from "./verify-email-banner.tsx";

function PlanCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-7 w-28" />
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-9 w-full rounded-lg" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-4 w-44" />
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const me = useUserData();

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 space-y-2">
        {me.isPending ? (
          <div role="status" aria-label="Loading your account" className="space-y-3">
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        ) : (
          <>
            <h1 className="text-3xl font-semibold tracking-tight text-balance break-words">
              {me.data ? `Welcome, ${me.data.user.displayName}` : "Welcome"}
            </h1>
            <p className="text-muted-foreground">Here's your account at a glance.</p>
          </>
        )}
      </header>

      <div className="space-y-6">
        {me.isError ? (
          <Alert
            variant="destructive"
            role="alert"
            title="We couldn't load your account."
            action={
              <Button variant="outline" size="sm" loading={me.isFetching} onClick={() => void me.refetch()}>
                {me.isFetching ? null : <RefreshCw aria-hidden="true" />}
                Retry
              </Button>
            }
          >
            {me.error.message || "Please try again."}
          </Alert>
        ) : null}

        {me.data && !me.data.user.emailVerified ? <VerifyEmailBanner email={me.data.user.email} /> : null}

        <div className="grid items-start gap-6 lg:grid-cols-3">
          {me.isPending ? <PlanCardSkeleton /> : me.data ? <PlanCard status={me.data.subscription} /> : null}
          <SessionsCard className="lg:col-span-2" />
        </div>

        <Card className="border-dashed bg-accent-soft/40 shadow-none">
          <CardContent className="flex items-start gap-3 pt-5 sm:items-center sm:pt-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-foreground">
              <Sparkles aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-pretty text-muted-foreground">
              <span className="font-medium text-foreground">More is on the way.</span> Your full dashboard, with
              events, guests and planning tools, arrives soon.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
