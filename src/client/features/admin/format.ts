/** Words and dates for the admin pages: roles, plan states and times, phrased the same on every page. */
import type { TSubscription } from "#shared/account/schemas.ts";
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

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const numberFormat = new Intl.NumberFormat("en");
const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? dateFormat.format(date) : "—";
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? dateTimeFormat.format(date) : "—";
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "3 hours ago", "in 6 days"; under a minute reads "just now". */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "at an unknown time";
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const [unit, size] = STEPS.find(([, step]) => Math.abs(seconds) >= step) ?? ["minute", 60];
  return relativeFormat.format(Math.round(seconds / size), unit);
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
