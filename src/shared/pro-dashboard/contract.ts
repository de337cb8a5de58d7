/**
 * The Pro dashboard's HTTP endpoint (src/shared/contract.ts): one read of how far each of the organiser's
 * events has come. Its numbers are mostly the task list's (done, overdue, due this week, the next few to
 * do), so it belongs to task management, whose plan it shares.
 */
import { defineContract } from "../contract.ts";
import { ZProOverview } from "./schemas.ts";

export const proDashboardContract = defineContract(
  "pro-dashboard",
  {
    overview: {
      method: "GET",
      path: "/api/pro/overview",
      summary: "Each of the caller's events (upcoming first) with its tasks, budget and journey progress",
      access: "user",
      eventScope: "all-events",
      forAccount: true,
      response: ZProOverview,
    },
  },
  { feature: "task-management" },
);
