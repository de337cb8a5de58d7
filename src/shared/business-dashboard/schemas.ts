import { z } from "zod";

/** Money in one currency (integer minor units). */
const ZMoneyIn = z.object({ currency: z.string(), amountMinor: z.number().int() });

/** How the guests of an event answered (the guest list's tallies). */
const ZAnswerCounts = z.object({
  guests: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  maybe: z.number().int(),
  pending: z.number().int(),
});

export const ZBusinessEventRow = z.object({
  eventId: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  status: z.string(),
  answers: ZAnswerCounts,
  /** Paid ticket orders (refunds left out), one line per currency. */
  moneyIn: z.array(ZMoneyIn),
  /** What the budget's expenses add up to; null until the event has a budget. */
  spent: ZMoneyIn.nullable(),
  tasks: z.object({ open: z.number().int(), overdue: z.number().int() }),
});
export type TBusinessEventRow = z.infer<typeof ZBusinessEventRow>;

const ZTeamActivity = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  subject: z.string(),
});

/**
 * Volunteer coverage across the account's upcoming shifts: the slot the volunteers module (being built beside
 * this one) fills once it offers the figures through its index.ts; null until then.
 */
const ZVolunteerCoverage = z.object({ shifts: z.number().int(), places: z.number().int(), filled: z.number().int() });

/**
 * The business dashboard: the account across its events. Upcoming events (nearest first) with their answers,
 * money in and open tasks; the account's totals over the same events; the team's latest activity.
 */
export const ZBusinessOverview = z.object({
  upcoming: z.array(ZBusinessEventRow),
  totals: z.object({
    upcomingEvents: z.number().int(),
    answers: ZAnswerCounts,
    moneyIn: z.array(ZMoneyIn),
    openTasks: z.number().int(),
    overdueTasks: z.number().int(),
  }),
  activity: z.array(ZTeamActivity),
  volunteerCoverage: ZVolunteerCoverage.nullable(),
});
export type TBusinessOverview = z.infer<typeof ZBusinessOverview>;
