import type { FastifyInstance } from "fastify";
import { contactContract } from "#shared/contact/contract.ts";
import { serveContract } from "../../serve-contract.ts";
import { listContactMessages, sendContactMessage, type ContactDeps } from "./service.ts";

export function registerContactRoutes(app: FastifyInstance, deps: ContactDeps): void {
  serveContract(app, deps.db, contactContract, {
    send: async ({ body, signedIn, request }) => {
      const actor = await signedIn();
      const message = await sendContactMessage(deps, body, { userId: actor?.userId ?? null, ipAddress: request.ip });
      return { id: message.id, createdAt: message.createdAt };
    },
    messages: () => listContactMessages(deps.db),
  });
}
