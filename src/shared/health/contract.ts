/** The health check's HTTP endpoint (src/shared/contract.ts): load balancers and uptime checks read it. */
import { z } from "zod";
import { defineContract } from "../contract.ts";

const ZDbKind = z.enum(["pglite", "postgres"]);
const ZHealthy = z.object({ status: z.literal("ok"), db: ZDbKind });
/** Says which part is down, never why (no host, port or driver message): the route is public. */
const ZUnhealthy = z.object({ status: z.literal("error"), db: ZDbKind, database: z.literal("down") });

export const healthContract = defineContract(
  "health",
  {
    check: {
      method: "GET",
      path: "/api/health",
      summary: "200 while the database answers, 503 when it does not",
      access: "public",
      response: ZHealthy,
      otherAnswers: { 503: ZUnhealthy },
    },
  },
  { feature: undefined },
);
