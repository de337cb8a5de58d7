/**
 * Error codes shared by server and client. Every 4xx/5xx body of our own routes is
 * `{ error: { code, message, fields?, ...details } }`.
 */
import { z } from "zod";
import { ZPlanType } from "./plan-schemas.ts";
import type { PlanType } from "./plans.ts";

const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An RSVP after its deadline, or for an event that is over or cancelled. */
  RSVP_CLOSED: 409,
  /** A ticket order asks for more than is left, or a sale window is closed. */
  SOLD_OUT: 409,
  SALE_CLOSED: 409,
  /** A vote after a poll's deadline, or after the organiser closed it. */
  POLL_CLOSED: 409,
  /**
   * Something that reaches people (invitations, reminders, the ticket shop, the door) asked of an event still in
   * draft, or a guest's personal link of an event that is a draft again.
   */
  EVENT_NOT_PUBLISHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

type ErrorCode = keyof typeof ERROR_CODES;

export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requiredPlan: ZPlanType.optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly requiredPlan?: PlanType;
  /** Seconds until a refused request may be tried again (sent as the Retry-After header, not in the body). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; requiredPlan?: PlanType; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code];
    if (extra.fields) this.fields = extra.fields;
    if (extra.requiredPlan) this.requiredPlan = extra.requiredPlan;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  toBody(): TErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.requiredPlan ? { requiredPlan: this.requiredPlan } : {}),
      },
    };
  }
}

/**
 * A refusal a form shows under one input (`fields[field]`). The input gets `fieldMessage` when the
 * sentence shown above the form would read oddly next to it; otherwise both say the same.
 */
export function fieldError(code: ErrorCode, field: string, message: string, fieldMessage = message): AppError {
  return new AppError(code, message, { fields: { [field]: fieldMessage } });
}

/** A 400 worded the way a route's schema words its own: "field: message", the input getting the message alone. */
export const invalidField = (field: string, message: string) =>
  fieldError("VALIDATION_ERROR", field, `${field}: ${message}`, message);

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = (message = "You do not have permission to do this.") => new AppError("FORBIDDEN", message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Please sign in to access this page");
