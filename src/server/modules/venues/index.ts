export { lockOwnedVenue, venueNames } from "./service.ts";
/** The venue table, for the venue's name joined into the events list. */
export { venues } from "./tables.ts";
export { registerVenueRoutes } from "./routes.ts";
export { venueAddress, type VenueAddress } from "./public.ts";
export { venuePageMetaResolvers } from "./meta.ts";
export { adminDeleteVenue, adminFindVenue, adminListVenues, venueNamesById, type AdminListInput } from "./admin.ts";
