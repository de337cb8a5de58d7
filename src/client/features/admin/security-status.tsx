/** The security check (check_security_violations_realtime): overall status and each violation of the last day. */
import { RefreshCw, ShieldAlert, ShieldCheck, ShieldX, type LucideIcon } from "lucide-react";
import type { TSecurityStatus, TSecurityViolation } from "#shared/security/schemas.ts";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";
import { useSecurityStatus } from "./api.ts";
import { ListSkeleton } from "./contact-messages.tsx";
import { formatDateTime } from "./format.ts";
import { LoadError } from "./states.tsx";

const STATUS_LOOK: Record<
  TSecurityStatus["status"],
  { label: string; icon: LucideIcon; badge: BadgeProps["variant"]; tone: string }
> = {
  secure: { label: "Secure", icon: ShieldCheck, badge: "success", tone: "bg-success-soft text-success-foreground" },
  warning: { label: "Warning", icon: ShieldAlert, badge: "warning", tone: "bg-warning-soft text-warning-foreground" },
  critical: { label: "Critical", icon: ShieldX, badge: "destructive", tone: "bg-destructive-soft text-destructive" },
};

const SEVERITY_BADGE: Record<TSecurityViolation["severity"], BadgeProps["variant"]> = {
  critical: "destructive",
  high: "warning",
  medium: "neutral",
  low: "neutral",
};

/** The product's wording for a violation: "Security {type} detected" plus " (N incidents)". */
function violationText(violation: TSecurityViolation): string {
  const count = typeof violation.count === "number" ? ` (${violation.count} incidents)` : "";
  return `Security ${violation.type} detected${count}`;
}

export function SecurityStatusCard({ className }: { className?: string }) {
  const status = useSecurityStatus();
  const look = status.data ? STATUS_LOOK[status.data.status] : null;

  return (
    <Card className={cn("flex flex-col", className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Security status</CardTitle>
          <CardDescription>Violations in the last 24 hours.</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          aria-label="Check security again"
          className="-mt-1 -mr-2 shrink-0"
        >
          <RefreshCw aria-hidden="true" className={cn(status.isFetching && "animate-spin")} />
        </Button>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        {status.isPending ? (
          <ListSkeleton label="Checking security" rows={2} />
        ) : status.isError ? (
          <LoadError
            title="We couldn't check security."
            error={status.error}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : look ? (
          <>
            <p className={cn("flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium", look.tone)}>
              <look.icon aria-hidden="true" className="size-5 shrink-0" />
              {look.label}
              {status.data.violations.length === 0 ? ": no violations." : null}
            </p>
            {status.data.violations.length > 0 ? (
              <ul aria-label="Violations" className="space-y-3">
                {status.data.violations.map((violation) => (
                  <li key={`${violation.type}-${violation.timestamp}`} className="flex items-start gap-3 text-sm">
                    <Badge variant={SEVERITY_BADGE[violation.severity]} className="mt-0.5 capitalize">
                      {violation.severity}
                    </Badge>
                    <span className="min-w-0 space-y-0.5">
                      <span className="block wrap-anywhere">{violationText(violation)}</span>
                      <time
                        dateTime={violation.timestamp}
                        title={formatDateTime(violation.timestamp)}
                        className="block text-xs text-muted-foreground"
                      >
                        Last {formatRelativeTime(violation.timestamp)}
                      </time>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
