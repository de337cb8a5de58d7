import { Link } from "react-router";
import { ArrowRight, Check, Clock, CreditCard, Infinity as InfinityIcon, Minus } from "lucide-react";
import type { TSubscriptionStatus } from "#shared/account/schemas.ts";
import { formatDayOf } from "#shared/date-format.ts";
import { PLAN_LABELS, TRIAL_DAYS, type PlanType } from "#shared/plans.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { SettingsSection } from "./settings-section.tsx";

/** The tier the user can open right now, as the server computed it: an ended trial no longer counts. */
function effectivePlan(status: TSubscriptionStatus): PlanType {
  if (status.access.business) return "business";
  if (status.access.pro) return "pro";
  if (status.access.premium) return "premium";
  return "free";
}

function daysLeft(days: number): string {
  return `Trial: ${days} ${days === 1 ? "day" : "days"} left`;
}

export function PlanSection({ status }: { status: TSubscriptionStatus }) {
  const { subscription, trial, access } = status;
  const plan = effectivePlan(status);
  const neverTrialled = plan === "free" && !subscription.isTrial && subscription.trialStartAt === null;
  const tiers = [
    { label: "Premium features", on: access.premium },
    { label: "Pro features", on: access.pro },
    { label: "Business features", on: access.business },
  ];

  return (
    <SettingsSection id="plan" title="Plan" icon={CreditCard} description="What your account includes today.">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-2xl font-semibold tracking-tight">{PLAN_LABELS[plan]}</p>
          {subscription.isLifetime ? (
            <Badge variant="accent">
              <InfinityIcon aria-hidden="true" />
              Lifetime
            </Badge>
          ) : null}
          {trial.active ? <Badge variant="default">Trial</Badge> : null}
        </div>

        {trial.active || trial.expired ? (
          <div
            className={cn(
              "flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm",
              trial.active ? "bg-primary-soft text-primary-soft-foreground" : "bg-warning-soft text-warning-foreground",
            )}
          >
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-medium">
                {trial.active ? daysLeft(trial.daysRemaining) : "Your trial has ended"}
              </span>
              {subscription.trialEndAt ? (
                <span className="block opacity-90">
                  {trial.active ? "Ends on " : "Ended on "}
                  {formatDayOf(subscription.trialEndAt, browserTimeZone(), "date")}.
                  {trial.expired ? " Your account is back on the Free plan." : null}
                </span>
              ) : null}
            </p>
          </div>
        ) : subscription.isLifetime ? (
          <p className="text-sm text-muted-foreground">Your plan never expires.</p>
        ) : null}

        <ul className="grid gap-2 text-sm sm:grid-cols-3" aria-label="What your plan includes">
          {tiers.map(({ label, on }) => (
            <li
              key={label}
              className={cn(
                "flex items-center gap-2 rounded-lg border px-3 py-2",
                on ? "text-foreground" : "text-muted-foreground",
              )}
            >
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

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {plan === "business"
              ? "You have every feature Gatherly offers."
              : neverTrialled
                ? `Try Premium or Pro free for ${TRIAL_DAYS} days, once, with no payment details.`
                : "Compare plans to see what an upgrade adds."}
          </p>
          <Button asChild variant={plan === "business" ? "outline" : "default"} className="w-full shrink-0 sm:w-auto">
            <Link to="/pricing">
              {plan === "business" ? "View plans" : neverTrialled ? "Start a free trial" : "Upgrade your plan"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
