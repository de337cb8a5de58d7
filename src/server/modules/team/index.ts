/** A business account's team (ADR 032): members, roles and invitations, working in an account, its activity log. */
export { registerTeamRoutes } from "./routes.ts";
export { registerTeamWorkers } from "./workers.ts";
export { registerTeamAudit } from "./audit.ts";
export { actorInAccount, teamsOfUser, workingInOf } from "./acting.ts";
