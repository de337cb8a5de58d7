/**
 * The Pro dashboard's read model: for each of the organiser's events (upcoming first, then recent), how far
 * its planning has come: tasks done, blocked, overdue and due this week, the next few to do, the budget
 * against its plan and the planning journey's progress. Read only; every number is the owner's own, since
 * each query starts from the ids of events they own.
 */
import { sql } from "drizzle-orm";
import type { TProOverview, TProEventPlanning } from "#shared/pro-dashboard/schemas.ts";
import { journeyStepTotal } from "#shared/planning/journeys.ts";
import { rowsOf } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { budgetExpenses, budgetLines, budgets } from "../budgets/index.ts";
import { events, ownedEventBriefs, ownedEventIdsUpcomingFirst } from "../events/index.ts";
import { journeySteps } from "../planning/index.ts";
import { taskColumns, tasks } from "../tasks/index.ts";

const OVERVIEW_EVENTS_MAX = 50;
const NEXT_TASKS_PER_EVENT = 3;

type TaskCounts = {
  event_id: string;
  total: number;
  done: number;
  blocked: number;
  overdue: number;
  due_this_week: number;
};
type NextTaskRow = {
  event_id: string;
  id: string;
  title: string;
  due_date: string | null;
  priority: "high" | "medium" | "low";
  overdue: boolean;
};
type BudgetRow = { event_id: string; currency: string; limit_minor: string | null; planned: string; actual: string };
type JourneyRow = { event_id: string; done: number };

/** An event's "today" is the calendar day in its own zone: a task due today is not overdue in Auckland yet. */
const eventToday = sql`(now() at time zone ${events.timeZone})::date`;
const openTask = sql`${tasks.completedAt} is null`;

export async function proOverview(ctx: ServiceContext): Promise<TProOverview> {
  const ids = await ownedEventIdsUpcomingFirst(ctx.db, ctx.actor.userId, OVERVIEW_EVENTS_MAX);
  if (ids.length === 0) return { events: [], totals: { openTasks: 0, overdue: 0, overBudgetEvents: 0 } };
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Top-level tasks only: a card's subtasks are steps of that card, not more work on the board.
  const [briefs, counts, next, money, journey] = await Promise.all([
    ownedEventBriefs(ctx.db, ctx.actor.userId, ids),
    ctx.db.execute(sql`
      select ${tasks.eventId} as event_id,
        count(*)::int as total,
        count(*) filter (where not (${openTask}))::int as done,
        count(*) filter (where ${openTask} and ${taskColumns.kind} = 'blocked')::int as blocked,
        count(*) filter (where ${openTask} and ${tasks.dueDate} < ${eventToday})::int as overdue,
        count(*) filter (where ${openTask} and ${tasks.dueDate} between ${eventToday} and ${eventToday} + 6)::int as due_this_week
      from ${tasks}
      join ${taskColumns} on ${taskColumns.id} = ${tasks.columnId}
      join ${events} on ${events.id} = ${tasks.eventId}
      where ${tasks.eventId} in (${idList}) and ${tasks.parentId} is null
      group by ${tasks.eventId}`),
    ctx.db.execute(sql`
      select event_id, id, title, due_date, priority, overdue from (
        select ${tasks.eventId} as event_id, ${tasks.id} as id, ${tasks.title} as title, ${tasks.dueDate}::text as due_date,
          ${tasks.priority} as priority, coalesce(${tasks.dueDate} < ${eventToday}, false) as overdue,
          row_number() over (
            partition by ${tasks.eventId}
            order by ${tasks.dueDate} asc nulls last,
              case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end,
              ${tasks.createdAt}
          ) as rank
        from ${tasks}
        join ${events} on ${events.id} = ${tasks.eventId}
        where ${tasks.eventId} in (${idList}) and ${tasks.parentId} is null and ${openTask}
      ) ranked
      where rank <= ${NEXT_TASKS_PER_EVENT}
      order by rank`),
    ctx.db.execute(sql`
      select ${budgets.eventId} as event_id, ${budgets.currency} as currency, ${budgets.limitMinor} as limit_minor,
        (select coalesce(sum(${budgetLines.plannedMinor}), 0) from ${budgetLines} where ${budgetLines.budgetId} = ${budgets.id})::text as planned,
        (select coalesce(sum(${budgetExpenses.amountMinor}), 0) from ${budgetExpenses} where ${budgetExpenses.budgetId} = ${budgets.id})::text as actual
      from ${budgets}
      where ${budgets.eventId} in (${idList})`),
    ctx.db.execute(sql`
      select ${journeySteps.eventId} as event_id, count(*)::int as done
      from ${journeySteps}
      left join ${tasks} on ${tasks.id} = ${journeySteps.taskId}
      where ${journeySteps.eventId} in (${idList})
        and (${journeySteps.doneAt} is not null or ${tasks.completedAt} is not null)
      group by ${journeySteps.eventId}`),
  ]);
  const countsByEvent = new Map(rowsOf<TaskCounts>(counts).map((row) => [row.event_id, row]));
  const nextByEvent = new Map<string, NextTaskRow[]>();
  for (const row of rowsOf<NextTaskRow>(next))
    nextByEvent.set(row.event_id, [...(nextByEvent.get(row.event_id) ?? []), row]);
  const moneyByEvent = new Map(rowsOf<BudgetRow>(money).map((row) => [row.event_id, row]));
  const journeyByEvent = new Map(rowsOf<JourneyRow>(journey).map((row) => [row.event_id, Number(row.done)]));

  const planning = ids.flatMap((id): TProEventPlanning[] => {
    const brief = briefs.get(id);
    if (!brief) return [];
    const c = countsByEvent.get(id);
    const b = moneyByEvent.get(id);
    const total = journeyStepTotal(brief.eventType.id);
    let budget: TProEventPlanning["budget"] = null;
    if (b) {
      const plannedMinor = Number(b.planned);
      const actualMinor = Number(b.actual);
      const limitMinor = b.limit_minor === null ? null : Number(b.limit_minor);
      budget = {
        currency: b.currency,
        plannedMinor,
        actualMinor,
        limitMinor,
        over: actualMinor > (limitMinor ?? plannedMinor),
      };
    }
    return [
      {
        eventId: id,
        name: brief.name,
        startAt: brief.startAt,
        endAt: brief.endAt,
        timeZone: brief.timeZone,
        status: brief.status,
        tasks: {
          total: Number(c?.total ?? 0),
          done: Number(c?.done ?? 0),
          blocked: Number(c?.blocked ?? 0),
          overdue: Number(c?.overdue ?? 0),
          dueThisWeek: Number(c?.due_this_week ?? 0),
        },
        nextTasks: (nextByEvent.get(id) ?? []).map((row) => ({
          id: row.id,
          title: row.title,
          dueDate: row.due_date,
          priority: row.priority,
          overdue: Boolean(row.overdue),
        })),
        budget,
        journey: { done: Math.min(journeyByEvent.get(id) ?? 0, total), total },
      },
    ];
  });
  return {
    events: planning,
    totals: {
      openTasks: planning.reduce((sum, e) => sum + e.tasks.total - e.tasks.done, 0),
      overdue: planning.reduce((sum, e) => sum + e.tasks.overdue, 0),
      overBudgetEvents: planning.filter((e) => e.budget?.over).length,
    },
  };
}
