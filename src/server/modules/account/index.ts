/** The account module's public face: sign-in (better-auth), profiles, roles, plans and sessions. */
export { createAuth, CLIENT_IP_HEADER, MAGIC_LINK_TTL_SECONDS, type Auth } from "./auth.ts";
export {
  applyConfiguredRoles,
  assertPlanAccess,
  findUserForAdmin,
  getOrCreateSubscription,
  getRoles,
  listUsers,
  setRole,
  subscriptionStatus,
  toSubscriptionDto,
  updateSubscription,
  type Role,
  type SubscriptionPatch,
} from "./service.ts";
export { listActiveSessions, listAllActiveSessions, revokeAllSessions } from "./sessions.ts";
export { registerAccountRoutes } from "./routes.ts";
export { registerSessionRoutes } from "./session-routes.ts";
