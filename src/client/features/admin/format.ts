/** Words and dates for the admin pages: roles, plan states and times, phrased the same on every page. */
import type { TSubscription } from "#shared/account/schemas.ts";
import { formatDayOf, formatMoment } from "#shared/date-format.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { isTrialActive, isTrialExpired, PLAN_LABELS, trialDaysRemaining, type PlanType } from "#shared/plans.ts";
import type { AdminRole } from "./api.ts";

export const ROLE_LABELS: Record<AdminRole, string> = {
  user: "User",
  admin: "Admin",
  super_admin: "Super admin",
};

export function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as AdminRole] : role;
}

export function isAdminRole(role: string): role is AdminRole {
  return role in ROLE_LABELS;
}

const numberFormat = new Intl.NumberFormat("en");

// The admin pages list what people did in the app (sign-ups, sessions, reports), which has no event's zone: the
// reader's zone, in the words of every other date (src/shared/date-format.ts).

/** "Jun 12, 2027"; "—" for none. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDayOf(value, browserTimeZone(), "date");
}

/** "Sat, Jun 12, 2027, 6:30 PM"; "—" for none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatMoment(value, browserTimeZone());
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function pluralise(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

type TrialState =
  | { kind: "none" }
  | { kind: "active"; daysRemaining: number; endsAt: string | null }
  | { kind: "ended"; endedAt: string | null };

/** A user with no subscription row yet is on the free plan (the row is created lazily). */
export function planOf(subscription: TSubscription | null): PlanType {
  return subscription?.planType ?? "free";
}

export function trialStateOf(subscription: TSubscription | null, now: Date = new Date()): TrialState {
  if (!subscription || !subscription.isTrial) return { kind: "none" };
  if (isTrialActive(subscription, now)) {
    return { kind: "active", daysRemaining: trialDaysRemaining(subscription, now), endsAt: subscription.trialEndAt };
  }
  if (isTrialExpired(subscription, now)) return { kind: "ended", endedAt: subscription.trialEndAt };
  return { kind: "none" };
}

export function trialText(state: TrialState): string {
  switch (state.kind) {
    case "active":
      return `Trial · ${state.daysRemaining} ${state.daysRemaining === 1 ? "day" : "days"} left`;
    case "ended":
      return "Trial ended";
    case "none":
      return "No trial";
  }
}

export function planLabel(plan: PlanType): string {
  return PLAN_LABELS[plan];
}

/** The name an admin knows a user by; accounts without a name show their email. */
export function nameOf(user: { fullName: string; email: string }): string {
  return user.fullName.trim() || user.email;
}
