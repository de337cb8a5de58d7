/**
 * Security alerts for administrators: the server's realtime check is polled every 30 s;
 * each critical or high violation becomes an alert, new ones join the list, and each can be dismissed for
 * the rest of the browser session. A failed check is only logged.
 */
import { useState } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { securityContract as security } from "#shared/security/contract.ts";
import { call, keyOf } from "#client/lib/api.ts";
import { useIsAdmin } from "#client/lib/roles.ts";
import { cn } from "#client/lib/utils.ts";

const SECURITY_POLL_INTERVAL_MS = 30_000;
const DISMISSED_STORAGE_KEY = "gatherly.dismissed-security-alerts";
/** The alerts gathered from every poll of the realtime check (not one answer of it). */
const ALERTS_KEY = keyOf(security.realtimeCheck);

interface SecurityAlert {
  id: string;
  severity: "critical" | "high";
  title: string;
  message: string;
}

interface Violation {
  severity: string;
  type: string;
  count?: number | null;
  timestamp: string;
}

/** Checked by hand: the shell loads on every page and stays free of the schema library. */
function readViolations(payload: unknown): Violation[] {
  if (!payload || typeof payload !== "object") return [];
  const violations = (payload as { violations?: unknown }).violations;
  if (!Array.isArray(violations)) return [];
  return violations.filter(
    (v): v is Violation =>
      !!v &&
      typeof v === "object" &&
      typeof (v as Violation).severity === "string" &&
      typeof (v as Violation).type === "string" &&
      typeof (v as Violation).timestamp === "string",
  );
}

function alertFromViolation(violation: Violation): SecurityAlert | null {
  if (violation.severity !== "critical" && violation.severity !== "high") return null;
  const critical = violation.severity === "critical";
  const count = typeof violation.count === "number" ? ` (${violation.count} incidents)` : "";
  return {
    id: `${violation.type}-${violation.severity}-${violation.timestamp}`,
    severity: violation.severity,
    title: critical ? "Critical Security Alert" : "Security Warning",
    message: `Security ${violation.type} detected${count}`,
  };
}

/** One poll: the alerts seen so far plus any new ones, in the order they first appeared. */
async function pollAlerts(queryClient: QueryClient, signal: AbortSignal): Promise<SecurityAlert[]> {
  const known = queryClient.getQueryData<SecurityAlert[]>(ALERTS_KEY) ?? [];
  try {
    const payload: unknown = await call(security.realtimeCheck, { body: {} }, { signal });
    const seen = new Set(known.map((alert) => alert.id));
    const fresh: SecurityAlert[] = [];
    for (const violation of readViolations(payload)) {
      const alert = alertFromViolation(violation);
      if (!alert || seen.has(alert.id)) continue;
      seen.add(alert.id);
      fresh.push(alert);
    }
    return fresh.length ? [...known, ...fresh] : known;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.warn("Security check failed", error);
    return known;
  }
}

function readDismissed(): Set<string> {
  try {
    const raw = window.sessionStorage.getItem(DISMISSED_STORAGE_KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function writeDismissed(ids: Set<string>): void {
  try {
    window.sessionStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage may be full or blocked; the alert stays hidden for this page's life anyway.
  }
}

export function SecurityAlerts() {
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const { data: alerts = [] } = useQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ signal }) => pollAlerts(queryClient, signal),
    enabled: isAdmin,
    refetchInterval: SECURITY_POLL_INTERVAL_MS,
    retry: false,
    staleTime: SECURITY_POLL_INTERVAL_MS,
  });
  const [dismissed, setDismissed] = useState(readDismissed);

  if (!isAdmin) return null;
  const visible = alerts.filter((alert) => !dismissed.has(alert.id));
  if (visible.length === 0) return null;

  const dismiss = (id: string) => {
    const next = new Set(dismissed).add(id);
    writeDismissed(next);
    setDismissed(next);
  };

  return (
    <div className="space-y-3">
      {visible.map((alert) => (
        <div key={alert.id} className="relative">
          <Alert
            role="alert"
            variant={alert.severity === "critical" ? "destructive" : "warning"}
            title={alert.title}
            className="pr-12"
          >
            {alert.message}
          </Alert>
          <button
            type="button"
            onClick={() => dismiss(alert.id)}
            aria-label={`Dismiss: ${alert.message}`}
            className={cn(
              "absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-foreground/5 focus-visible:outline-2 focus-visible:outline-ring",
              alert.severity === "critical" ? "text-destructive" : "text-warning-foreground",
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
