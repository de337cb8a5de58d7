export { registerTicketRoutes } from "./routes.ts";
export { registerTicketWorkers } from "./mailing.ts";
export { ticketPageMetaResolvers } from "./meta.ts";
export type { TicketDeps } from "./deps.ts";
export { expireUnpaidOrders, registerOrderExpiry, startOrderExpirySweeps } from "./expiry.ts";
