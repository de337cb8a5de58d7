/**
 * One error shape for every route: `{ error: { code, message, fields? } }`. Validation failures name
 * the field; a 500 never carries a stack trace or an internal message.
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again." } });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } });
  });

}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
}
