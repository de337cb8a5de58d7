/**
 * "Use this template": one transaction creates the draft event, its activities at their local times, its
 * checklist, and keeps the template's tasks and budget lines for the planning features that arrive later.
 * The other modules' own create calls do the writing (with their checks), handed the transaction, so a
 * failure anywhere leaves nothing behind.
 */
import { eq } from "drizzle-orm";
import type { TEvent } from "#shared/events/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { findTemplate } from "#shared/templates/index.ts";
import { planFromTemplate } from "#shared/templates/plan.ts";
import { ZUseTemplateInput, type TEventTemplateData, type TUseTemplateInput } from "#shared/templates/schemas.ts";
import { isValidTimeZone } from "#shared/zoned-time.ts";
import type { ServiceContext } from "../../context.ts";
import { createChecklist } from "../checklists/index.ts";
import { assertOwnsEvent, createActivity, createEvent, getEvent } from "../events/index.ts";
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
  const plan = planFromTemplate(template, input);
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
      await createChecklist(inTx, { eventId: event.id, title: `${template.title} checklist`, items: plan.checklist });
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
