/** The staff portal (business): an event's channel for its organisers, staff and volunteers. */
export { registerStaffPortalRoutes, registerStaffPortalWorkers } from "./routes.ts";
