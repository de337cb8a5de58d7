import { Link } from "react-router";
import { ArrowRight, Check, Clock, Infinity as InfinityIcon, Minus } from "lucide-react";
import type { TSubscriptionStatus } from "#shared/account/schemas.ts";
import { PLAN_LABELS, TRIAL_DAYS, type PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";

/** The tier the user can open right now, as the server computed it: an ended trial no longer counts. */
function effectivePlan(status: TSubscriptionStatus): PlanType {
  if (status.access.business) return "business";
  if (status.access.pro) return "pro";
  if (status.access.premium) return "premium";
  return "free";
}

function trialLine(trial: TSubscriptionStatus["trial"]): string | null {
  if (trial.active) return `Trial: ${trial.daysRemaining} ${trial.daysRemaining === 1 ? "day" : "days"} left`;
  if (trial.expired) return "Your trial has ended";
  return null;
}

/** One sentence under the plan that says what the pricing page can do for this user. */
function pricingHint(status: TSubscriptionStatus): string {
  const plan = effectivePlan(status);
  if (plan === "business") return "You have every feature Gatherly offers.";
  if (status.trial.active) return "Your trial includes these features until it ends.";
  if (plan === "free" && !status.subscription.isTrial && status.subscription.trialStartAt === null) {
    return `Try Premium or Pro free for ${TRIAL_DAYS} days, once, with no payment details.`;
  }
  return "Upgrade to open more tools for your events.";
}

/** What the pricing link offers: a free user who never trialled can start one; others can upgrade. */
function pricingAction(status: TSubscriptionStatus): string | null {
  const plan = effectivePlan(status);
  if (plan === "business") return null;
  const { subscription, trial } = status;
  if (trial.active) return "Upgrade before your trial ends";
  if (plan === "free" && !subscription.isTrial && subscription.trialStartAt === null) return "Start a free trial";
  return "Upgrade your plan";
}

export function PlanCard({ status, className }: { status: TSubscriptionStatus; className?: string }) {
  const { subscription, access, trial } = status;
  const trialText = trialLine(trial);
  const action = pricingAction(status);
  const tiers = [
    { label: "Premium features", on: access.premium },
    { label: "Pro features", on: access.pro },
    { label: "Business features", on: access.business },
  ];

  return (
    <Card className={cn("flex flex-col", className)}>
      <CardHeader>
        <CardDescription>Your plan</CardDescription>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-2xl">{PLAN_LABELS[effectivePlan(status)]}</CardTitle>
          {subscription.isLifetime ? (
            <Badge variant="accent">
              <InfinityIcon aria-hidden="true" />
              Lifetime
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        {trialText ? (
          <p
            className={cn(
              "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium",
              trial.active ? "bg-primary-soft text-primary-soft-foreground" : "bg-warning-soft text-warning-foreground",
            )}
          >
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {trialText}
          </p>
        ) : null}
        <ul className="space-y-2 text-sm" aria-label="What your plan includes">
          {tiers.map(({ label, on }) => (
            <li key={label} className={cn("flex items-center gap-2", on ? "text-foreground" : "text-muted-foreground")}>
              {on ? (
                <Check aria-hidden="true" className="size-4 text-success" />
              ) : (
                <Minus aria-hidden="true" className="size-4" />
              )}
              <span>
                {label}
                <span className="sr-only">{on ? ": included" : ": not included"}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-pretty text-muted-foreground">{pricingHint(status)}</p>
      </CardContent>
      <CardFooter>
        {action ? (
          <Button
            asChild
            variant={trial.active || effectivePlan(status) === "free" ? "default" : "outline"}
            className="w-full"
          >
            <Link to="/pricing">
              {action}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
