/** Volunteers and staff (business): roles, shifts, applications, assignments, check-in and hours, reminders. */
export { registerVolunteerRoutes } from "./routes.ts";
export { registerVolunteerWorkers, startVolunteerReminderSweeps } from "./mailing.ts";
// The staff portal is a read model over the volunteers: who a post reaches, and a volunteer by their link.
export { volunteerAssignments, volunteerRoles, volunteers, volunteerShifts } from "./tables.ts";
export { volunteerByToken } from "./access.ts";
export { coverageOf as volunteerCoverageOf } from "./shifts.ts";
