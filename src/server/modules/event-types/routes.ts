import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEventType } from "#shared/event-types.ts";
import type { Db } from "../../db/client.ts";
import { listEventTypes } from "./service.ts";

export function registerEventTypeRoutes(app: FastifyInstance, db: Db): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/event-types",
      { config: { auth: "public" }, schema: { tags: ["event types"], response: { 200: z.array(ZEventType) } } },
      async () => listEventTypes(db),
    );
}
