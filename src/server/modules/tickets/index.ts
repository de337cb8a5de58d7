export { registerTicketRoutes } from "./routes.ts";
export { registerTicketWorkers } from "./mailing.ts";
export { ticketPageMetaResolvers } from "./meta.ts";
export { expireUnpaidOrders, registerOrderExpiry, startOrderExpirySweeps } from "./expiry.ts";
