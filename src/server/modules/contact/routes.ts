import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZContactInput, ZContactMessage } from "#shared/contact/schemas.ts";
import { listContactMessages, sendContactMessage, type ContactDeps } from "./service.ts";

export function registerContactRoutes(app: FastifyInstance, deps: ContactDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/contact",
    {
      config: { auth: "public" },
      schema: {
        tags: ["contact"],
        body: ZContactInput,
        response: { 201: ZContactMessage.pick({ id: true, createdAt: true }) },
      },
    },
    async (request, reply) => {
      const message = await sendContactMessage(deps, request.body, {
        userId: request.actor?.userId ?? null,
        ipAddress: request.ip,
      });
      return reply.status(201).send({ id: message.id, createdAt: message.createdAt });
    },
  );
  r.get(
    "/api/admin/contact-messages",
    { config: { auth: "admin" }, schema: { tags: ["admin"], response: { 200: z.array(ZContactMessage) } } },
    async () => listContactMessages(deps.db),
  );
}
