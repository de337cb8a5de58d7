/** The account module's public face: sign-in (better-auth), profiles, roles, plans and sessions. */
export { createAuth, CLIENT_IP_HEADER, type Auth } from "./auth.ts";
export { cookieValue, createSessionCheck, forgetSessionsOf, type SessionCheck } from "./session-check.ts";
export {
  accessOfSubscription,
  applyConfiguredRoles,
  assertPlanAccess,
  findUserForAdmin,
  getOrCreateSubscription,
  getRoles,
  getTimezoneNames,
  listUsers,
  ownersByIds,
  userIdsMatching,
  setRole,
  subscriptionStatus,
  toSubscriptionDto,
  updateSubscription,
  type Role,
  type SubscriptionPatch,
} from "./service.ts";
export { listActiveSessions, listAllActiveSessions, rateLimitedClients, revokeAllSessions } from "./sessions.ts";
export { SIGN_IN_RATE_LIMIT } from "./auth.ts";
export { EMAILED_LINKS, isAllowedLibraryRoute, LIBRARY_ROUTES } from "./library-routes.ts";
export { registerAccountRoutes } from "./routes.ts";
export { AVATAR_URL_PREFIX, avatarDir, removeAvatarFile } from "./avatars.ts";
export { registerSessionRoutes } from "./session-routes.ts";
/**
 * The user and subscription tables, for read models that join people to their accounts in one query (the
 * people directory; an event's owner's plan, which its guests use).
 */
export { subscriptions, users } from "./tables.ts";
