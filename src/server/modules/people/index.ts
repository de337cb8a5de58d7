export {
  eventMemberUserIds,
  eventPlanOpens,
  eventPlanRefusal,
  findMemberEvent,
  hasMemberPlanAccess,
  memberAccessOf,
  memberEvents,
  requireMemberEvent,
  requireEventOwnerPlan,
  requireEventPlan,
  requireOrganisedEvent,
  sharedEventIds,
  sharedEvents,
  type EventPlan,
  type MemberEvent,
} from "./membership.ts";
export { registerPeopleRoutes } from "./routes.ts";
export type { CommunityDeps } from "./deps.ts";
