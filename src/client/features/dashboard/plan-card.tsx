import { Check, Clock, Infinity as InfinityIcon, Minus } from "lucide-react";
import type { TSubscriptionStatus } from "#shared/account/schemas.ts";
import { PLAN_LABELS } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";

function trialLine(trial: TSubscriptionStatus["trial"]): string | null {
  if (trial.active) return `Trial: ${trial.daysRemaining} ${trial.daysRemaining === 1 ? "day" : "days"} left`;
  if (trial.expired) return "Your trial has ended";
  return null;
}

export function PlanCard({ status, className }: { status: TSubscriptionStatus; className?: string }) {
  const { subscription, access, trial } = status;
  const trialText = trialLine(trial);
  const tiers = [
    { label: "Premium features", on: access.premium },
    { label: "Pro features", on: access.pro },
    { label: "Business features", on: access.business },
  ];

  return (
    <Card className={className}>
      <CardHeader>
        <CardDescription>Your plan</CardDescription>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-2xl">{PLAN_LABELS[subscription.planType]}</CardTitle>
          {subscription.isLifetime ? (
            <Badge variant="accent">
              <InfinityIcon aria-hidden="true" />
              Lifetime
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
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
      </CardContent>
    </Card>
  );
}
