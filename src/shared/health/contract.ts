/** The health check's HTTP endpoint (src/shared/contract.ts): load balancers and uptime checks read it. */
import { z } from "zod";
import { defineContract } from "../contract.ts";

const ZDbKind = z.enum(["pglite", "postgres"]);
const ZHealthy = z.object({ status: z.literal("ok"), db: ZDbKind });

export const healthContract = defineContract(
  "health",
  {
    check: {
      method: "GET",
      path: "/api/health",
      // The 503 answer, { status: "error", db, database: "down" }, is sent by the handler itself.
      summary: "200 while the database answers, 503 when it does not",
      access: "public",
      response: ZHealthy,
    },
  },
  { feature: undefined },
);
