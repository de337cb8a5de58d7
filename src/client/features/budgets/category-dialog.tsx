/** Names a new category, or renames one. */
import { useId, useState, type FormEvent } from "react";
import type { TBudgetCategory } from "#shared/budgets/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useAddCategory, useRenameCategory } from "./api.ts";
import { failure } from "./form-parts.tsx";

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
  const [name, setName] = useState(category?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError("Name is required");
      return;
    }
    const handlers = {
      onSuccess: onDone,
      onError: (e: Error) => {
        const result = failure(e, ["name"]);
        setError(result.fields.name);
        setMessage(result.message);
      },
    };
    if (category) rename.mutate({ id: category.id, name: name.trim() }, handlers);
    else add.mutate({ name: name.trim() }, handlers);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField id={`${id}-name`} label="Name" required error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            autoFocus
            placeholder="Catering"
          />
        )}
      </FormField>
      <DialogFormFooter
        error={message}
        errorTitle="The category was not saved"
        submitting={add.isPending || rename.isPending}
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
