/** Bulk operations (business tier): many guests of an event, or many events, in one transaction or one job. */
export { registerBulkOperationRoutes, registerBulkOperationWorkers } from "./routes.ts";
