import type { ReactNode } from "react";
import { Check, Sparkles } from "lucide-react";
import type { PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { PLAN_TIERS, TRIAL_DAYS, type PlanTier } from "./plan-tiers.ts";

interface PlanComparisonProps {
  /** The call to action of each column (a link or a button). */
  renderAction: (tier: PlanTier) => ReactNode;
  /** Level of each column's heading, so the outline stays right under the page's own headings. */
  headingLevel?: "h2" | "h3";
  /** The signed-in user's plan: its column is marked. */
  currentPlan?: PlanType | null;
  /** Extra words beside the "Your plan" mark (a trial's days left). */
  currentPlanNote?: string | null;
  className?: string;
}

function PriceLine({ tier }: { tier: PlanTier }) {
  if (tier.plan === "free") {
    return (
      <p className="text-sm text-muted-foreground">
        <span className="text-base font-semibold text-foreground">Free</span>, with no time limit
      </p>
    );
  }
  if (tier.trial) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-primary-soft-foreground">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
        Try it free for {TRIAL_DAYS} days from a free account
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">Set up for your organisation</p>;
}

/** The four tiers side by side (stacked on phones), each listing only what it adds to the tier below. */
export function PlanComparison({
  renderAction,
  headingLevel = "h3",
  currentPlan = null,
  currentPlanNote = null,
  className,
}: PlanComparisonProps) {
  const Heading = headingLevel;
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-4", className)}>
      {PLAN_TIERS.map((tier) => {
        const headingId = `plan-${tier.plan}-title`;
        const isCurrent = currentPlan === tier.plan;
        return (
          <li key={tier.plan} className="flex">
            <article
              aria-labelledby={headingId}
              className={cn(
                "relative flex w-full flex-col rounded-xl border bg-surface shadow-soft",
                isCurrent && "border-primary ring-1 ring-primary",
                !isCurrent && tier.plan === "pro" && "border-primary/30",
              )}
            >
              <div className="flex flex-col gap-3 p-5 sm:p-6">
                {isCurrent ? (
                  // Sits on the card's top edge so marking a column never shifts its buttons out of line.
                  <Badge className="absolute -top-3 left-5 border-primary bg-primary text-primary-foreground shadow-sm sm:left-6">
                    Your plan
                    {currentPlanNote ? <span className="font-normal">· {currentPlanNote}</span> : null}
                  </Badge>
                ) : null}
                <Heading id={headingId} className="text-xl font-semibold tracking-tight">
                  {tier.label}
                </Heading>
                <PriceLine tier={tier} />
                {/* Three lines on wide screens, so the buttons of the four columns line up. */}
                <p className="text-sm text-pretty text-muted-foreground xl:min-h-15">{tier.audience}</p>
                <div className="mt-1 [&>*]:w-full">{renderAction(tier)}</div>
              </div>
              <div className="flex-1 border-t px-5 py-5 sm:px-6">
                <ul className="space-y-2.5 text-sm" aria-label={`Included in ${tier.label}`}>
                  {tier.includesLabel ? (
                    <li className="flex items-start gap-2.5 font-semibold">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {tier.includesLabel}, plus:
                    </li>
                  ) : null}
                  {tier.features.map((feature) => (
                    <li key={feature.key} className="flex items-start gap-2.5">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      <span>
                        {feature.title}
                        {feature.comingSoon ? (
                          <Badge variant="neutral" className="ml-2 align-middle">
                            Coming soon
                          </Badge>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
