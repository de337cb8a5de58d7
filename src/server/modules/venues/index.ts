export { lockOwnedVenue, venueNames } from "./service.ts";
export { registerVenueRoutes } from "./routes.ts";
