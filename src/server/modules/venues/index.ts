export { lockOwnedVenue, venueNames } from "./service.ts";
export { registerVenueRoutes } from "./routes.ts";
export { venueAddress, type VenueAddress } from "./public.ts";
export { venuePageMetaResolvers } from "./meta.ts";
export { adminDeleteVenue, adminFindVenue, adminListVenues, venueNamesById, type AdminListInput } from "./admin.ts";
