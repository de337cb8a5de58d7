/** A business account's team (ADR 032): members, roles and invitations, working in an account, its activity log. */
export { registerTeamRoutes } from "./routes.ts";
export { registerTeamWorkers } from "./workers.ts";
export { registerTeamAudit } from "./audit.ts";
export { actorInAccount, teamsOfUser, workingInOf } from "./acting.ts";
export { assertInReach } from "./event-reach.ts";
/** The activity log, for read models of the account (the business dashboard). */
export { listAudit } from "./service.ts";
