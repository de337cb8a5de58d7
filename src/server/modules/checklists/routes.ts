import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZChecklist,
  ZChecklistCreateInput,
  ZChecklistFromStarter,
  ZChecklistItem,
  ZChecklistItemAdd,
  ZChecklistItemPatch,
  ZChecklistRename,
  ZChecklistReorder,
  ZChecklistStarter,
  ZChecklistStarterQuery,
  ZChecklistsReorder,
} from "#shared/checklists/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./service.ts";
import { ZDeleted, ZEventId } from "#shared/route-params.ts";

const ZChecklistId = z.object({ checklistId: z.string().min(1).max(100) });
const ZItemId = z.object({ itemId: z.string().min(1).max(100) });
const tags = ["checklists"];

export function registerChecklistRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/events/:eventId/checklists",
    { schema: { tags, params: ZEventId, response: { 200: z.array(ZChecklist) } } },
    async (request) => service.listChecklists(ctx(request.actor), request.params.eventId),
  );
  r.put(
    "/api/events/:eventId/checklists/order",
    { schema: { tags, params: ZEventId, body: ZChecklistsReorder, response: { 200: z.array(ZChecklist) } } },
    async (request) => service.reorderChecklists(ctx(request.actor), request.params.eventId, request.body),
  );
  r.get(
    "/api/checklist-starters",
    { schema: { tags, querystring: ZChecklistStarterQuery, response: { 200: z.array(ZChecklistStarter) } } },
    async (request) => service.listStarters(request.query.eventTypeId),
  );
  r.post(
    "/api/checklists",
    { schema: { tags, body: ZChecklistCreateInput, response: { 201: ZChecklist } } },
    async (request, reply) => reply.status(201).send(await service.createChecklist(ctx(request.actor), request.body)),
  );
  r.post(
    "/api/checklists/from-starter",
    { schema: { tags, body: ZChecklistFromStarter, response: { 201: ZChecklist } } },
    async (request, reply) =>
      reply.status(201).send(await service.createChecklistFromStarter(ctx(request.actor), request.body)),
  );
  r.get(
    "/api/checklists/:checklistId",
    { schema: { tags, params: ZChecklistId, response: { 200: ZChecklist } } },
    async (request) => service.getChecklist(ctx(request.actor), request.params.checklistId),
  );
  r.patch(
    "/api/checklists/:checklistId",
    { schema: { tags, params: ZChecklistId, body: ZChecklistRename, response: { 200: ZChecklist } } },
    async (request) => service.renameChecklist(ctx(request.actor), request.params.checklistId, request.body),
  );
  r.delete(
    "/api/checklists/:checklistId",
    { schema: { tags, params: ZChecklistId, response: { 200: ZDeleted } } },
    async (request) => {
      await service.deleteChecklist(ctx(request.actor), request.params.checklistId);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/checklists/:checklistId/items",
    { schema: { tags, params: ZChecklistId, body: ZChecklistItemAdd, response: { 201: ZChecklistItem } } },
    async (request, reply) =>
      reply.status(201).send(await service.addItem(ctx(request.actor), request.params.checklistId, request.body)),
  );
  r.put(
    "/api/checklists/:checklistId/order",
    { schema: { tags, params: ZChecklistId, body: ZChecklistReorder, response: { 200: ZChecklist } } },
    async (request) => service.reorderItems(ctx(request.actor), request.params.checklistId, request.body),
  );
  r.patch(
    "/api/checklist-items/:itemId",
    { schema: { tags, params: ZItemId, body: ZChecklistItemPatch, response: { 200: ZChecklistItem } } },
    async (request) => service.updateItem(ctx(request.actor), request.params.itemId, request.body),
  );
  r.delete(
    "/api/checklist-items/:itemId",
    { schema: { tags, params: ZItemId, response: { 200: ZDeleted } } },
    async (request) => {
      await service.deleteItem(ctx(request.actor), request.params.itemId);
      return { deleted: true as const };
    },
  );
}
