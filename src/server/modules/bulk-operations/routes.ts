import { bulkOperationsContract } from "#shared/bulk-operations/contract.ts";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import * as bulk from "./service.ts";

export function registerBulkOperationRoutes(app: FastifyInstance, db: Db, deps: bulk.BulkDeps): void {
  const withDeps = (ctx: ServiceContext): bulk.BulkContext => ({ ...ctx, ...deps });
  serveContract(app, db, bulkOperationsContract, {
    previewGuests: ({ ctx, body }) => bulk.previewGuests(ctx, body),
    guests: ({ ctx, body }) => bulk.bulkGuests(withDeps(ctx), body),
    exportGuests: async ({ ctx, query, reply }) =>
      sendTableExport(reply, await bulk.exportSelectedGuests(withDeps(ctx), query)),
    previewEvents: ({ ctx, body }) => bulk.previewEvents(ctx, body),
    events: ({ ctx, body }) => bulk.bulkEvents(withDeps(ctx), body),
    exportEvents: async ({ ctx, query, reply }) => sendTableExport(reply, await bulk.exportSelectedEvents(ctx, query)),
    job: ({ ctx, params }) => bulk.bulkJob(withDeps(ctx), params),
  });
}

export async function registerBulkOperationWorkers(db: Db, deps: bulk.BulkDeps): Promise<void> {
  // One transaction per run: a retry starts over on what is left (each operation is safe to repeat).
  await deps.jobs.work<bulk.BulkJobData>(bulk.BULK_QUEUE, (data) => bulk.runBulkJob(db, deps, data), {
    retryLimit: 1,
    expireInSeconds: 900,
  });
}
