/** The contact form's HTTP endpoints (src/shared/contract.ts): visitors write, site admins read. */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZContactInput, ZContactMessage } from "./schemas.ts";

export const contactContract = defineContract(
  "contact",
  {
    send: {
      method: "POST",
      path: "/api/contact",
      summary: "Send a message to the Gatherly team (visitors too)",
      access: "public",
      body: ZContactInput,
      response: ZContactMessage.pick({ id: true, createdAt: true }),
      status: 201,
    },
    messages: {
      method: "GET",
      path: "/api/admin/contact-messages",
      summary: "The contact messages received, for site admins",
      access: "admin",
      response: z.array(ZContactMessage),
    },
  },
  { feature: undefined },
);
