/**
 * The templates' HTTP endpoints (src/shared/contract.ts): make an event from a template, and read what a
 * template left on an event for the later planning features.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZEvent } from "../events/schemas.ts";
import { ZEventId } from "../route-params.ts";
import { ZEventTemplateData, ZUseTemplateInput } from "./schemas.ts";

const ZSlug = z.object({ slug: z.string().min(1).max(100) });

export const templatesContract = defineContract(
  "templates",
  {
    use: {
      method: "POST",
      path: "/api/templates/:slug/use",
      summary: "Create a draft event from a template, with its activities and checklist",
      access: "user",
      eventScope: "account",
      forAccount: true,
      params: ZSlug,
      body: ZUseTemplateInput,
      response: ZEvent,
      status: 201,
    },
    eventData: {
      method: "GET",
      path: "/api/events/:eventId/template-data",
      summary: "What the template an event was made from left on it (tasks, budget lines)",
      access: "owner",
      params: ZEventId,
      response: ZEventTemplateData,
    },
  },
  // A template is a quick way to create an event, on every plan.
  { feature: "events" },
);
