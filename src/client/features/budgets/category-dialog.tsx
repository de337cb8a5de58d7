/** Names a new category, or renames one: react-hook-form checked by the API's own ZCategoryInput. */
import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ZCategoryInput, type TBudgetCategory } from "#shared/budgets/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useAddCategory, useRenameCategory } from "./api.ts";

interface CategoryFormValues {
  name: string;
}

const FIELD_NAMES = ["name"] as const satisfies ReadonlyArray<keyof CategoryFormValues>;

function CategoryForm({
  eventId,
  category,
  onDone,
}: {
  eventId: string;
  category: TBudgetCategory | null;
  onDone: () => void;
}) {
  const id = useId();
  const add = useAddCategory(eventId);
  const rename = useRenameCategory(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<CategoryFormValues, z.output<typeof ZCategoryInput>>({
    resolver: zodResolver(ZCategoryInput),
    defaultValues: { name: category?.name ?? "" },
    fieldNames: FIELD_NAMES,
    failure: "Something went wrong. Please try again.",
  });

  const submit = submitWith(async ({ name }) => {
    if (category) await rename.mutateAsync({ id: category.id, name });
    else await add.mutateAsync({ name });
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <FormField id={`${id}-name`} label="Name" required error={errors.name?.message}>
        {(control) => <Input {...control} maxLength={100} autoFocus placeholder="Catering" {...register("name")} />}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The category was not saved"
        submitting={isSubmitting}
        submitLabel={category ? "Rename" : "Add category"}
        onCancel={onDone}
      />
    </form>
  );
}

/** `target`: undefined when closed, null for a new category, else the one to rename. */
export function CategoryDialog({
  eventId,
  target,
  onClose,
}: {
  eventId: string;
  target: TBudgetCategory | null | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target ? `Rename ${target.name}` : "Add a category"}</DialogTitle>
          <DialogDescription>Categories group the lines of the budget: venue, food, music, printing.</DialogDescription>
        </DialogHeader>
        {target !== undefined ? (
          <CategoryForm key={target?.id ?? "new"} eventId={eventId} category={target} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
