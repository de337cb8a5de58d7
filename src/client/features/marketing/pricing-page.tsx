import { Link } from "react-router";
import { Clock, Infinity as InfinityIcon, RefreshCw, Sparkles, Tags } from "lucide-react";
import type { TSubscriptionStatus } from "#shared/account/schemas.ts";
import { PLAN_LABELS, planRank, type PlanType } from "#shared/plans.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";
import { ApiError } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useStartTrial } from "./api.ts";
import { PageHero, textLinkClass } from "./page-hero.tsx";
import { PlanComparison } from "./plan-comparison.tsx";
import { canStartTrial, daysLeftText, effectivePlan, trialPlan } from "./plan-status.ts";
import { isTrialPlan, TRIAL_DAYS, type PlanTier, type TrialPlan } from "./plan-tiers.ts";

const GOOD_TO_KNOW = [
  {
    title: "One free trial per account",
    text: `A free account can try Premium or Pro for ${TRIAL_DAYS} days, once. No payment details are asked for.`,
  },
  {
    title: "When a trial ends",
    text: "Your account goes back to Free on its own and nothing is charged. You can upgrade whenever you are ready.",
  },
  {
    title: "Business",
    text: "Business is set up together with your organisation, for teams that run events together: tell us what you need.",
  },
  {
    title: "Running Gatherly yourself",
    text: "For administrators: on your own server, you change anyone's plan from the admin pages.",
  },
] as const;

function upgradeLink(plan: PlanType): string {
  return `/contact?subject=${encodeURIComponent(`Upgrade to ${PLAN_LABELS[plan]}`)}`;
}

/** A button-sized label for a column that needs no action. */
function StaticAction({ children }: { children: string }) {
  return (
    <p className="flex h-10 items-center justify-center rounded-lg bg-muted px-4 text-sm font-medium text-muted-foreground">
      {children}
    </p>
  );
}

function SignedOutAction({ tier }: { tier: PlanTier }) {
  if (tier.plan === "business") {
    return (
      <Button asChild variant="outline">
        <Link to="/contact?subject=Business%20plan">Contact us</Link>
      </Button>
    );
  }
  return (
    <Button asChild variant={tier.plan === "free" ? "outline" : "default"}>
      <Link to={`/signup?plan=${tier.plan}`}>{tier.plan === "free" ? "Get started free" : `Choose ${tier.label}`}</Link>
    </Button>
  );
}

interface SignedInActionProps {
  tier: PlanTier;
  status: TSubscriptionStatus;
  startTrial: (plan: TrialPlan) => void;
  pendingPlan: TrialPlan | null;
}

function SignedInAction({ tier, status, startTrial, pendingPlan }: SignedInActionProps) {
  const current = effectivePlan(status);
  if (tier.plan === current) return <StaticAction>Your current plan</StaticAction>;
  if (planRank(tier.plan) < planRank(current)) return <StaticAction>Included in your plan</StaticAction>;
  if (tier.plan === "business") {
    return (
      <Button asChild variant="outline">
        <Link to="/contact?subject=Business%20plan">Contact us</Link>
      </Button>
    );
  }
  if (isTrialPlan(tier.plan) && canStartTrial(status)) {
    const plan = tier.plan;
    return (
      <Button
        loading={pendingPlan === plan}
        disabled={pendingPlan !== null}
        onClick={() => startTrial(plan)}
        aria-label={`Start ${TRIAL_DAYS}-day trial of ${tier.label}`}
      >
        {pendingPlan === plan ? null : <Sparkles aria-hidden="true" />}
        Start {TRIAL_DAYS}-day trial
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <Link to={upgradeLink(tier.plan)}>Ask about upgrading</Link>
    </Button>
  );
}

function CurrentPlanPanel({ status }: { status: TSubscriptionStatus }) {
  const { subscription, trial } = status;
  const current = effectivePlan(status);
  const tried = PLAN_LABELS[trialPlan(status)];
  const endDate = subscription.trialEndAt
    ? new Date(subscription.trialEndAt).toLocaleDateString(undefined, {
        day: "numeric",
        month: "long",
        year: "numeric",
      })
    : null;

  return (
    <section
      aria-labelledby="current-plan-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-xl border bg-surface p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="space-y-1.5">
        <p className="text-sm text-muted-foreground">Your plan</p>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="current-plan-title" className="text-xl font-semibold tracking-tight">
            {trial.active ? `${tried} trial` : PLAN_LABELS[current]}
          </h2>
          {subscription.isLifetime ? (
            <Badge variant="accent">
              <InfinityIcon aria-hidden="true" />
              Lifetime
            </Badge>
          ) : null}
        </div>
        {trial.active ? (
          <p className="flex items-center gap-2 text-sm font-medium text-primary-soft-foreground">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {daysLeftText(trial.daysRemaining)}
            {endDate ? <span className="font-normal text-muted-foreground">· ends {endDate}</span> : null}
          </p>
        ) : trial.expired ? (
          <p className="flex items-center gap-2 text-sm font-medium text-warning-foreground">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            Your {tried} trial has ended. You're on the Free plan.
          </p>
        ) : canStartTrial(status) ? (
          <p className="text-sm text-muted-foreground">
            Try Premium or Pro free for {TRIAL_DAYS} days: pick one below.
          </p>
        ) : null}
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </section>
  );
}

function CurrentPlanSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your plan"
      className="mx-auto w-full max-w-3xl space-y-3 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
    >
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56 max-w-full" />
    </div>
  );
}

export default function PricingPage() {
  const auth = useAuth();
  const signedIn = !auth.isLoading && auth.isAuthenticated;
  const me = useUserData({ enabled: signedIn });
  const trialMutation = useStartTrial();
  const status = signedIn ? me.data?.subscription : undefined;
  const pendingPlan = trialMutation.isPending ? (trialMutation.variables?.planType ?? null) : null;

  function startTrial(plan: TrialPlan) {
    trialMutation.mutate(
      { planType: plan },
      {
        onSuccess: (next) => {
          const days = next.trial.daysRemaining || TRIAL_DAYS;
          successToast(
            `Your ${PLAN_LABELS[plan]} trial has started`,
            `You have ${days} days to try everything in ${PLAN_LABELS[plan]}.`,
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            errorToast("Trials can't be started right now. Please try again later.");
          } else {
            errorToast(error.message || "Your trial could not be started. Please try again.");
          }
          // A 409 means the account changed elsewhere: show what it is now.
          if (error instanceof ApiError && error.status === 409) void me.refetch();
        },
      },
    );
  }

  function renderAction(tier: PlanTier) {
    if (auth.isLoading || (signedIn && me.isPending)) return <Skeleton className="h-10 w-full rounded-lg" />;
    if (!signedIn) return <SignedOutAction tier={tier} />;
    if (!status) {
      // The plan could not be loaded: offer the way that works whatever it is.
      return tier.plan === "free" ? (
        <StaticAction>Free</StaticAction>
      ) : (
        <Button asChild variant="outline">
          <Link to={tier.plan === "business" ? "/contact?subject=Business%20plan" : upgradeLink(tier.plan)}>
            Contact us
          </Link>
        </Button>
      );
    }
    return <SignedInAction tier={tier} status={status} startTrial={startTrial} pendingPlan={pendingPlan} />;
  }

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<Tags aria-hidden="true" />}
        eyebrow="Pricing"
        title="Plans that grow with your gatherings"
        description={`Start free, and move up when you need RSVPs, tickets or a whole team. A free account can try Premium or Pro for ${TRIAL_DAYS} days, once.`}
      />

      <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
        {signedIn ? (
          me.isPending ? (
            <CurrentPlanSkeleton />
          ) : me.isError ? (
            <Alert
              variant="destructive"
              role="alert"
              title="We couldn't load your plan."
              className="mx-auto max-w-3xl"
              action={
                <Button variant="outline" size="sm" loading={me.isFetching} onClick={() => void me.refetch()}>
                  {me.isFetching ? null : <RefreshCw aria-hidden="true" />}
                  Retry
                </Button>
              }
            >
              {me.error.message || "Please try again."}
            </Alert>
          ) : status ? (
            <CurrentPlanPanel status={status} />
          ) : null
        ) : null}

        <section aria-label="Compare plans">
          <PlanComparison
            headingLevel="h2"
            renderAction={renderAction}
            currentPlan={status ? effectivePlan(status) : null}
            currentPlanNote={status?.trial.active ? daysLeftText(status.trial.daysRemaining) : null}
          />
        </section>

        <section aria-labelledby="good-to-know-title" className="mx-auto max-w-4xl pt-4">
          <h2 id="good-to-know-title" className="mb-4 text-center text-xl font-semibold tracking-tight">
            Good to know
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {GOOD_TO_KNOW.map(({ title, text }) => (
              <li key={title} className="rounded-xl border bg-surface p-5">
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            More answers in the{" "}
            <Link to="/faq" className={textLinkClass}>
              FAQ
            </Link>
            , or{" "}
            <Link to="/contact" className={textLinkClass}>
              ask us directly
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
