/**
 * Auth-related values kept in the browser: the paid plan chosen at
 * sign-up and when it was chosen. Cleared on sign-out. Storage may be unavailable (private mode): ignore.
 */
import type { SignupPlanType } from "#shared/plans.ts";

const PENDING_PLAN_TYPE_KEY = "pendingPlanType";
const PENDING_PLAN_SET_AT_KEY = "pendingPlanSetAt";

const LOCAL_AUTH_KEYS = [PENDING_PLAN_TYPE_KEY, PENDING_PLAN_SET_AT_KEY] as const;

export function storePendingPlan(plan: SignupPlanType, now: Date = new Date()): void {
  if (plan === "free") return;
  try {
    window.localStorage.setItem(PENDING_PLAN_TYPE_KEY, plan);
    window.localStorage.setItem(PENDING_PLAN_SET_AT_KEY, now.toISOString());
  } catch {
    // Storage refused: the server already holds the plan.
  }
}

export function clearLocalAuthKeys(): void {
  for (const key of LOCAL_AUTH_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }
}
