/**
 * Text the database cannot store is refused at the door, for every route at once: PostgreSQL text
 * has no NUL character, so a "\u0000" anywhere in a path, query or body would otherwise surface as a
 * server error from deep inside whichever query first meets it.
 */
import type { FastifyInstance } from "fastify";
import { invalidField } from "#shared/errors.ts";

const NUL = "\u0000";
const MESSAGE = "Text cannot contain a NUL character";

/** The dotted name of the first string holding a NUL character, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, "")}`;
      const found = findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const found = findNul(value, part);
      if (found) {
        // Name the field the way validation errors do: "name", "query.q", or the path segment's name.
        const field = found.replace(/^(params|body)\./, "");
        throw invalidField(field, MESSAGE);
      }
    }
  });
}
