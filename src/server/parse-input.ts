/**
 * Input that a service gets from code (another module, a template) has not passed a route schema: this
 * checks it with the same shared schema and turns its mistakes into the 400 naming each field that a
 * route would answer, never a 500.
 */
import type { z } from "zod";
import { AppError } from "#shared/errors.ts";

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  const [field, message] = Object.entries(fields)[0]!;
  throw new AppError("VALIDATION_ERROR", `${field}: ${message}`, { fields });
}
