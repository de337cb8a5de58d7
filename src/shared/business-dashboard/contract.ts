/**
 * The business dashboard's HTTP endpoint (src/shared/contract.ts): one read of the account across all its
 * events (answers, money in, open tasks, the team's activity). It is the account-wide view the business
 * tier's analytics promise, so it shares that feature's plan. A team member working in the account reads
 * the account's (forAccount, ADR 032).
 */
import { defineContract } from "../contract.ts";
import { ZBusinessOverview } from "./schemas.ts";

export const businessDashboardContract = defineContract(
  "business-dashboard",
  {
    overview: {
      method: "GET",
      path: "/api/business/overview",
      summary: "The account's upcoming events with answers, money in and open tasks, its totals and team activity",
      access: "user",
      forAccount: true,
      eventScope: "all-events",
      response: ZBusinessOverview,
    },
  },
  { feature: "enterprise-analytics" },
);
