/** The event types' HTTP endpoint (src/shared/contract.ts): the built-in types every event is one of. */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZEventType } from "../event-types.ts";

export const eventTypesContract = defineContract(
  "event-types",
  {
    list: {
      method: "GET",
      path: "/api/event-types",
      summary: "The built-in event types with the words each uses for its groups and members",
      access: "public",
      response: z.array(ZEventType),
    },
  },
  // Part of planning events (free); anyone may read the list, signed in or not.
  { feature: "events" },
);
