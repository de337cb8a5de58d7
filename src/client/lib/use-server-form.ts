/**
 * A react-hook-form form whose submit goes to the server. The server's field errors land under the inputs
 * named in `fieldNames`; any other failure becomes `formError` (`failure` when it has no words of its own),
 * for an alert above the buttons, cleared at the next submit.
 */
import { useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import { submitFailureMessage } from "./form-errors.ts";

export function useServerForm<TForm extends FieldValues, TOutput>({
  fieldNames,
  failure,
  ...options
}: UseFormProps<TForm, unknown, TOutput> & { fieldNames: ReadonlyArray<Path<TForm>>; failure: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TOutput>(options);
  /** The form's submit handler: `save` sends the checked values and throws what the server refused. */
  const submitWith = (save: (values: TOutput) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        setFormError(submitFailureMessage(error, form.setError, fieldNames, failure));
      }
    });
  return { ...form, formError, submitWith };
}
