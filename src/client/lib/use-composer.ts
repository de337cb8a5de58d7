/**
 * A message box (a forum reply, a chat line, a private message): the one `body` field of a useServerForm,
 * checked by the API's own schema, emptied once `send` is done and kept as typed when `send` throws.
 */
import type { KeyboardEvent } from "react";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { shapedZodResolver } from "./shaped-resolver.ts";
import { useServerForm } from "./use-server-form.ts";

interface ComposerValues {
  body: string;
}

const FIELD_NAMES = ["body"] as const satisfies ReadonlyArray<keyof ComposerValues>;

function composerResolver<Schema extends z.ZodType>(
  schema: Schema,
  blank: string | undefined,
): Resolver<ComposerValues, unknown, z.output<Schema>> {
  const schemaResolver = shapedZodResolver<ComposerValues, Schema>(schema, (values) => values);
  if (blank === undefined) return schemaResolver;
  return (values, context, options) =>
    values.body.trim()
      ? schemaResolver(values, context, options)
      : { values: {}, errors: { body: { type: "required", message: blank } } };
}

export function useComposer<Schema extends z.ZodType>({
  schema,
  blank,
  failure,
  send,
}: {
  /** The API's schema for the body sent. */
  schema: Schema;
  /** What an empty box says, where the page words it its own way rather than the schema's. */
  blank?: string;
  failure: string;
  send: (input: z.output<Schema>) => Promise<void> | void;
}) {
  const form = useServerForm<ComposerValues, z.output<Schema>>({
    resolver: composerResolver(schema, blank),
    defaultValues: { body: "" },
    fieldNames: FIELD_NAMES,
    failure,
  });
  const { reset, submitWith } = form;
  const { isSubmitting } = form.formState;
  const submit = submitWith(async (input) => {
    await send(input);
    reset();
  });
  /** For chat-like boxes: Enter sends; Shift+Enter (and an input method composing a word) adds a line. */
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // The button is busy while a message goes; Enter must not send it a second time meanwhile.
    if (!isSubmitting) void submit();
  };
  return { ...form, submit, sendOnEnter };
}
