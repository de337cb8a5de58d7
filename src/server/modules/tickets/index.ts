export { registerTicketRoutes } from "./routes.ts";
export { registerTicketWorkers } from "./mailing.ts";
export { ticketPageMetaResolvers } from "./meta.ts";
export { expireUnpaidOrders, registerOrderExpiry, startOrderExpirySweeps } from "./expiry.ts";
/** Money in per event (paid orders), for read models over many events (the business dashboard). */
export { paidTakingsOf } from "./stats.ts";
