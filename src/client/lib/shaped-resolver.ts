/**
 * A react-hook-form resolver for forms whose inputs hold strings (dates in a zone, numbers typed as
 * text) while the API takes the shared schema's shape: convert first, then validate with the schema the
 * server uses, and report errors under the form's own field names.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export function shapedZodResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toApiShape: (values: Form) => unknown,
): Resolver<Form, unknown, z.output<Schema>> {
  const schemaResolver = zodResolver(schema as never);
  return async (values, context, options) => {
    const result = await schemaResolver(toApiShape(values) as never, context, options as never);
    if (Object.keys(result.errors).length > 0) {
      return { values: {}, errors: result.errors as FieldErrors<Form> };
    }
    return { values: result.values as z.output<Schema>, errors: {} };
  };
}
