/**
 * One error shape for every route: `{ error: { code, message, fields? } }`. Validation failures name
 * the field; a 500 never carries a stack trace or an internal message; an unreachable database is a
 * 503 that names nothing behind the app.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "#shared/errors.ts";

function fieldName(instancePath: string, params: unknown): string {
  const base = instancePath.replace(/^\//, "").replaceAll("/", ".");
  // Unknown fields are reported on the object that holds them: name the fields themselves.
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length > 0) {
    return keys.map((key) => (base ? `${base}.${String(key)}` : String(key))).join(", ");
  }
  return base || "body";
}

/**
 * Network failures of a connection (refused, reset, unreachable, timed out). Mostly the database; the
 * same codes from the mail server also mean "try again shortly", so they answer 503 too.
 */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * PostgreSQL's own "not now" answers: class 08 (connection exception), the server shutting down or
 * starting up (57P01-57P03), and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres says these in words only: a dropped connection, a connect or pool-wait timeout. */
const CONNECTION_LOST = /Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

/**
 * Whether an error means "the database cannot be reached right now". Drizzle and better-auth wrap the
 * driver's error (in `cause`), and a refused connect to a host with several addresses is an AggregateError.
 */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === "string" && CONNECTION_LOST.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const SERVICE_UNAVAILABLE_BODY = {
  error: { code: "SERVICE_UNAVAILABLE", message: "Gatherly is temporarily unavailable. Please try again in a moment." },
} as const;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const name = fieldName(v.instancePath, v.params);
        fields[name] ??= v.message ?? "Invalid value";
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? ["body", "Invalid input"];
      return reply.status(400).send({
        error: { code: "VALIDATION_ERROR", message: `${firstField}: ${firstMessage}`, fields },
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error(
        { err: error },
        "service unavailable: a connection to the database (or another backing service) failed",
      );
      // Retry-After lets well-behaved clients and load balancers back off instead of hammering.
      return reply.status(503).header("retry-after", "5").send(SERVICE_UNAVAILABLE_BODY);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again." } });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } });
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
}
