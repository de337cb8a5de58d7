import { checklistsContract } from "#shared/checklists/contract.ts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as service from "./service.ts";

export function registerChecklistRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, checklistsContract, {
    list: ({ ctx, params }) => service.listChecklists(ctx, params.eventId),
    reorderLists: ({ ctx, params, body }) => service.reorderChecklists(ctx, params.eventId, body),
    starters: ({ query }) => service.listStarters(query.eventTypeId),
    create: ({ ctx, body }) => service.createChecklist(ctx, body),
    createFromStarter: ({ ctx, body }) => service.createChecklistFromStarter(ctx, body),
    get: ({ ctx, params }) => service.getChecklist(ctx, params.checklistId),
    rename: ({ ctx, params, body }) => service.renameChecklist(ctx, params.checklistId, body),
    remove: async ({ ctx, params }) => {
      await service.deleteChecklist(ctx, params.checklistId);
      return { deleted: true as const };
    },
    addItem: ({ ctx, params, body }) => service.addItem(ctx, params.checklistId, body),
    reorderItems: ({ ctx, params, body }) => service.reorderItems(ctx, params.checklistId, body),
    updateItem: ({ ctx, params, body }) => service.updateItem(ctx, params.itemId, body),
    removeItem: async ({ ctx, params }) => {
      await service.deleteItem(ctx, params.itemId);
      return { deleted: true as const };
    },
  });
}
