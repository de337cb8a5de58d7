export {
  eventMemberUserIds,
  findMemberEvent,
  memberEvents,
  requireMemberEvent,
  requireOrganisedEvent,
  sharedEventIds,
  type MemberEvent,
} from "./membership.ts";
export { registerPeopleRoutes } from "./routes.ts";
export type { CommunityDeps } from "./deps.ts";
