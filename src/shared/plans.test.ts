import { describe, expect, it } from "vitest";
import {
  accessLevels,
  hasPlanAccess,
  isTrialActive,
  isTrialExpired,
  trialDaysRemaining,
  type PlanType,
  type SubscriptionLike,
} from "./plans.ts";

const NOW = new Date("2026-06-15T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const sub = (planType: PlanType, trial?: { end: Date | null }): SubscriptionLike => ({
  planType,
  isTrial: trial !== undefined,
  trialEndAt: trial?.end ?? null,
});

describe("access levels (spec section 6)", () => {
  it.each([
    ["free", { premium: false, pro: false, business: false }],
    ["premium", { premium: true, pro: false, business: false }],
    ["pro", { premium: true, pro: true, business: false }],
    ["business", { premium: true, pro: true, business: true }],
  ] as const)("%s opens its own tier and every lower one", (plan, expected) => {
    expect(accessLevels(sub(plan), NOW)).toEqual(expected);
    expect(hasPlanAccess(sub(plan), "free", NOW)).toBe(true);
  });

  it("an unexpired trial gives premium access, but not pro or business", () => {
    const trial = sub("free", { end: at(DAY) });
    expect(accessLevels(trial, NOW)).toEqual({ premium: true, pro: false, business: false });
  });

  it("an expired trial gives nothing beyond the plan", () => {
    expect(hasPlanAccess(sub("free", { end: at(-1) }), "premium", NOW)).toBe(false);
  });

  it("a trial of pro opens pro while it runs and nothing beyond free once it has ended", () => {
    expect(accessLevels(sub("pro", { end: at(DAY) }), NOW)).toEqual({ premium: true, pro: true, business: false });
    expect(accessLevels(sub("pro", { end: at(-1) }), NOW)).toEqual({ premium: false, pro: false, business: false });
    expect(accessLevels(sub("pro", { end: NOW }), NOW)).toEqual({ premium: false, pro: false, business: false });
  });

  it("trial dates given as ISO strings (JSON) count the same as dates", () => {
    const trial: SubscriptionLike = { planType: "free", isTrial: true, trialEndAt: at(DAY).toISOString() };
    expect(hasPlanAccess(trial, "premium", NOW)).toBe(true);
  });

  it("a trial end date without is_trial gives no access", () => {
    expect(hasPlanAccess({ planType: "free", isTrial: false, trialEndAt: at(DAY) }, "premium", NOW)).toBe(false);
  });
});

describe("trials (spec section 4)", () => {
  it("a trial ending exactly now is expired, not active", () => {
    const trial = sub("free", { end: NOW });
    expect(isTrialActive(trial, NOW)).toBe(false);
    expect(isTrialExpired(trial, NOW)).toBe(true);
    expect(trialDaysRemaining(trial, NOW)).toBe(0);
  });

  it("one millisecond before the end is still active", () => {
    const trial = sub("free", { end: at(1) });
    expect(isTrialActive(trial, NOW)).toBe(true);
    expect(isTrialExpired(trial, NOW)).toBe(false);
  });

  it.each([
    [1, 1],
    [HOUR, 1],
    [DAY - 1, 1],
    [DAY, 1],
    [DAY + 1, 2],
    [7 * DAY, 7],
    [7 * DAY + HOUR, 8],
  ])("%i ms left rounds up to %i day(s)", (left, days) => {
    expect(trialDaysRemaining(sub("free", { end: at(left) }), NOW)).toBe(days);
  });

  it("days remaining never goes below 0", () => {
    expect(trialDaysRemaining(sub("free", { end: at(-10 * DAY) }), NOW)).toBe(0);
    expect(trialDaysRemaining(sub("premium"), NOW)).toBe(0);
  });
});
