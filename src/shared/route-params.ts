/**
 * Path parameters and answers that many routes share. An id in a path is only bounded here; the service
 * checks its form (a malformed id answers 404 like a missing one).
 */
import { z } from "zod";

const pathSegment = () => z.string().min(1).max(100);

export const ZEventId = z.object({ eventId: pathSegment() });
export const ZId = z.object({ id: pathSegment() });
export const ZToken = z.object({ token: pathSegment() });
/** The answer of a delete. */
export const ZDeleted = z.object({ deleted: z.literal(true) });
