/**
 * "Use this template": one transaction creates everything the dialog promises: the draft event, its
 * activities at their local times, its checklist, its planning tasks and its budget outline (whatever the
 * plan: the data waits for the plan that shows it), and records which template it came from. The other
 * modules' own create calls do the writing (with their checks), handed the transaction, so a failure
 * anywhere leaves nothing behind.
 */
import { and, eq } from "drizzle-orm";
import type { TEvent } from "#shared/events/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { findTemplate } from "#shared/templates/index.ts";
import { planFromTemplate } from "#shared/templates/plan.ts";
import { ZUseTemplateInput, type TEventTemplateData, type TUseTemplateInput } from "#shared/templates/schemas.ts";
import { isoToZonedInput, isValidTimeZone } from "#shared/zoned-time.ts";
import type { ServiceContext } from "../../context.ts";
import { startBudgetFromTemplate } from "../budgets/index.ts";
import { createChecklist } from "../checklists/index.ts";
import { assertOwnsEvent, createActivity, createEvent, events, getEvent } from "../events/index.ts";
import { createTask } from "../tasks/index.ts";
import { parseInput } from "../../parse-input.ts";
import { eventTemplateData } from "./tables.ts";

const ZONE_MESSAGE = "Choose a time zone from the list";

/** The event's own checks speak of its start and end; the person filled in a start date and time. */
function inTemplateTerms(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    fields[field === "startAt" || field === "endAt" ? "startDate" : field] ??= message;
  }
  return new AppError(error.code, error.message, { fields });
}

export async function useTemplate(ctx: ServiceContext, slug: string, raw: TUseTemplateInput): Promise<TEvent> {
  const template = findTemplate(slug);
  if (!template) throw notFound("Template not found");
  const input = parseInput(ZUseTemplateInput, raw);
  // Without a zone the times cannot be placed at all; the events module then checks the database's list.
  if (!isValidTimeZone(input.timeZone)) {
    throw fieldError("VALIDATION_ERROR", "timeZone", ZONE_MESSAGE);
  }
  // Today where the event happens: a near event's due dates are squeezed between it and the first day.
  const today = isoToZonedInput((ctx.now ?? new Date()).toISOString(), input.timeZone).slice(0, 10);
  const plan = planFromTemplate(template, { ...input, today });
  const currency = template.budget[0]?.currency ?? "USD";

  let eventId: string;
  try {
    eventId = await ctx.db.transaction(async (tx) => {
      const inTx: ServiceContext = { ...ctx, db: tx };
      const event = await createEvent(inTx, {
        name: input.name || template.defaultEventName,
        eventTypeId: template.eventTypeId,
        startAt: plan.startAt,
        endAt: plan.endAt,
        timeZone: input.timeZone,
        description: template.description,
        capacity: template.suggestedCapacity,
        status: "draft",
      });
      for (const item of plan.activities) {
        await createActivity(inTx, { eventId: event.id, ...item, currency });
      }
      // One planning list (ADR 027): a task line becomes a task first, then every line goes into the checklist
      // linked to its task and its journey step, so nothing is listed twice.
      const links = [];
      for (const line of plan.checklist) {
        const task = line.priority
          ? await createTask(inTx, event.id, { title: line.text, priority: line.priority, dueDate: line.dueDate })
          : null;
        links.push({ taskId: task?.id ?? null, stepKey: line.step ?? null });
      }
      const items = plan.checklist.map(({ text, dueDate }) => ({ text, dueDate }));
      await createChecklist(inTx, { eventId: event.id, title: `${template.title} checklist`, items }, links);
      if (template.budget.length > 0) await startBudgetFromTemplate(inTx, event.id, { slug: template.slug });
      await tx.insert(eventTemplateData).values({
        eventId: event.id,
        templateSlug: template.slug,
        tasks: plan.tasks,
        budgetLines: template.budget,
      });
      return event.id;
    });
  } catch (error) {
    throw inTemplateTerms(error);
  }
  return getEvent(ctx, eventId);
}

/**
 * The slug of the template the actor's event was made from, or null (the budget offers that template first).
 * One read, scoped to the owner, for callers that have already found the event.
 */
export async function templateOfEvent(ctx: ServiceContext, eventId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ slug: eventTemplateData.templateSlug })
    .from(eventTemplateData)
    .innerJoin(events, eq(events.id, eventTemplateData.eventId))
    .where(and(eq(eventTemplateData.eventId, eventId), eq(events.ownerId, ctx.actor.userId)))
    .limit(1);
  return row?.slug ?? null;
}

/** What the template left on an event: its tasks and budget lines. Owner-scoped like the event itself. */
export async function getTemplateData(ctx: ServiceContext, eventId: string): Promise<TEventTemplateData> {
  // Answers 404 for someone else's event, so the row below is the actor's.
  await assertOwnsEvent(ctx, eventId);
  const [row] = await ctx.db.select().from(eventTemplateData).where(eq(eventTemplateData.eventId, eventId)).limit(1);
  if (!row) throw notFound("This event was not made from a template");
  return {
    eventId: row.eventId,
    templateSlug: row.templateSlug,
    tasks: row.tasks as TEventTemplateData["tasks"],
    budgetLines: row.budgetLines as TEventTemplateData["budgetLines"],
    createdAt: row.createdAt.toISOString(),
  };
}
