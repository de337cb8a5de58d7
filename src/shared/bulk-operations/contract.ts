/**
 * The business tier's bulk operations (src/shared/contract.ts): many guests of an event, or many events, at
 * once: what a selection holds (for the confirmation that names what is lost), the operation itself (one
 * transaction; a selection above BULK_JOB_THRESHOLD runs as a background job whose progress the page reads),
 * and downloads of the selection. A team member working in the account works on the account's records; a
 * bulk write needs the role's "edit" right, like every other write (ADR 032).
 */
import { defineContract } from "../contract.ts";
import {
  ZBulkJob,
  ZBulkJobId,
  ZBulkResult,
  ZEventBulkInput,
  ZEventExportQuery,
  ZEventImpact,
  ZEventSelection,
  ZGuestBulkInput,
  ZGuestExportQuery,
  ZGuestImpact,
  ZGuestSelection,
} from "./schemas.ts";

export const bulkOperationsContract = defineContract(
  "bulk-operations",
  {
    previewGuests: {
      method: "POST",
      path: "/api/bulk/guests/preview",
      summary: "What a selection of an event's guests holds (what deleting them loses)",
      access: "user",
      forAccount: true,
      eventScope: { body: "eventId" },
      body: ZGuestSelection,
      response: ZGuestImpact,
    },
    guests: {
      method: "POST",
      path: "/api/bulk/guests",
      summary: "Tag, untag, answer for, invite or delete many guests of an event in one transaction",
      access: "user",
      forAccount: true,
      eventScope: { body: "eventId" },
      body: ZGuestBulkInput,
      response: ZBulkResult,
    },
    exportGuests: {
      method: "GET",
      path: "/api/bulk/guests/export",
      summary: "Download the selected guests of an event as CSV or XLSX",
      access: "user",
      forAccount: true,
      eventScope: { query: "eventId" },
      query: ZGuestExportQuery,
      response: "download",
    },
    previewEvents: {
      method: "POST",
      path: "/api/bulk/events/preview",
      summary: "What a selection of events holds (what deleting them loses)",
      access: "user",
      forAccount: true,
      eventScope: "all-events",
      body: ZEventSelection,
      response: ZEventImpact,
    },
    events: {
      method: "POST",
      path: "/api/bulk/events",
      summary: "Publish, cancel or delete many events in one transaction",
      access: "user",
      forAccount: true,
      eventScope: "all-events",
      body: ZEventBulkInput,
      response: ZBulkResult,
    },
    exportEvents: {
      method: "GET",
      path: "/api/bulk/events/export",
      summary: "Download the selected events with their answers and money in as CSV or XLSX",
      access: "user",
      forAccount: true,
      eventScope: "all-events",
      query: ZEventExportQuery,
      response: "download",
    },
    job: {
      method: "GET",
      path: "/api/bulk/jobs/:jobId",
      summary: "The progress of a bulk operation that runs as a background job",
      access: "user",
      forAccount: true,
      eventScope: "account",
      params: ZBulkJobId,
      response: ZBulkJob,
    },
  },
  { feature: "data-export" },
);
