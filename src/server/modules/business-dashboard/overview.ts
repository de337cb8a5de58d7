/**
 * The business dashboard's read model: the account across its events. Built on the Pro dashboard's planning
 * read (the events, upcoming first, with their tasks and budgets), with each event's answers (rsvp's
 * tallies), money in (paid ticket orders), volunteer coverage (upcoming published shifts) and the team's latest
 * activity (team's log), each read through its
 * module's index.ts. Every figure is the account's own: the event ids come from the owner's own events, and a
 * team member working in the account is the account here (ADR 032).
 */
import type { TBusinessEventRow, TBusinessOverview } from "#shared/business-dashboard/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { proOverview } from "../pro-dashboard/index.ts";
import { answerTotalsOf } from "../rsvp/index.ts";
import { listAudit } from "../team/index.ts";
import { paidTakingsOf } from "../tickets/index.ts";
import { volunteerCoverageOf } from "../volunteers/index.ts";

/** The team's latest entries shown on the dashboard. */
const ACTIVITY_ENTRIES = 8;
/** Upcoming events listed (the totals count every event the planning read returns). */
const UPCOMING_SHOWN = 12;

const NO_ANSWERS = { guests: 0, yes: 0, no: 0, maybe: 0, pending: 0 };

function addMoney(into: Map<string, number>, currency: string, amountMinor: number): void {
  into.set(currency, (into.get(currency) ?? 0) + amountMinor);
}

const moneyLines = (byCurrency: Map<string, number>) =>
  [...byCurrency]
    .map(([currency, amountMinor]) => ({ currency, amountMinor }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

export async function businessOverview(ctx: ServiceContext, now = new Date()): Promise<TBusinessOverview> {
  const [planning, audit] = await Promise.all([proOverview(ctx), listAudit(ctx, { limit: ACTIVITY_ENTRIES })]);
  const ids = planning.events.map((event) => event.eventId);
  const [answers, takings, volunteerCoverage] = await Promise.all([
    answerTotalsOf(ctx.db, ids),
    paidTakingsOf(ctx.db, ids),
    volunteerCoverageOf(ctx.db, ids, now),
  ]);

  const takingsByEvent = new Map<string, Map<string, number>>();
  const totalMoney = new Map<string, number>();
  for (const row of takings) {
    const perEvent = takingsByEvent.get(row.eventId) ?? new Map<string, number>();
    addMoney(perEvent, row.currency, row.paidMinor);
    takingsByEvent.set(row.eventId, perEvent);
    addMoney(totalMoney, row.currency, row.paidMinor);
  }

  const rows = planning.events.map((event): TBusinessEventRow => ({
    eventId: event.eventId,
    name: event.name,
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    status: event.status,
    answers: answers.get(event.eventId) ?? NO_ANSWERS,
    moneyIn: moneyLines(takingsByEvent.get(event.eventId) ?? new Map()),
    spent: event.budget ? { currency: event.budget.currency, amountMinor: event.budget.actualMinor } : null,
    tasks: { open: event.tasks.total - event.tasks.done, overdue: event.tasks.overdue },
  }));
  const upcoming = rows.filter((row) => new Date(row.endAt) >= now && row.status !== "cancelled");
  const totalAnswers = { ...NO_ANSWERS };
  for (const row of rows) {
    for (const key of Object.keys(totalAnswers) as Array<keyof typeof NO_ANSWERS>)
      totalAnswers[key] += row.answers[key];
  }
  return {
    upcoming: upcoming.slice(0, UPCOMING_SHOWN),
    totals: {
      upcomingEvents: upcoming.length,
      answers: totalAnswers,
      moneyIn: moneyLines(totalMoney),
      openTasks: planning.totals.openTasks,
      overdueTasks: planning.totals.overdue,
    },
    activity: audit.entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actorName: entry.actorName,
      action: entry.action,
      subject: entry.subject,
    })),
    volunteerCoverage,
  };
}
