/** Adds a planned line to a category, or edits one: item, planned amount, vendor, due date, paid, notes. */
import { useId, useState, type FormEvent } from "react";
import type { TBudgetCategory, TBudgetLine } from "#shared/budgets/schemas.ts";
import { minorToInput } from "#shared/money.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useAddLine, useUpdateLine } from "./api.ts";
import { AmountInput, failure, readAmount, type FieldErrors } from "./form-parts.tsx";

export interface LineTarget {
  category: TBudgetCategory;
  /** Null: a new line in `category`. */
  line: TBudgetLine | null;
}

const FIELDS = ["categoryId", "item", "plannedMinor", "vendor", "dueDate", "notes"] as const;

function LineForm({
  eventId,
  currency,
  categories,
  target,
  onDone,
}: {
  eventId: string;
  currency: string;
  categories: readonly TBudgetCategory[];
  target: LineTarget;
  onDone: () => void;
}) {
  const id = useId();
  const add = useAddLine(eventId);
  const update = useUpdateLine(eventId);
  const { line } = target;
  const [categoryId, setCategoryId] = useState(line?.categoryId ?? target.category.id);
  const [item, setItem] = useState(line?.item ?? "");
  const [planned, setPlanned] = useState(line ? minorToInput(line.plannedMinor, currency) : "");
  const [vendor, setVendor] = useState(line?.vendor ?? "");
  const [dueDate, setDueDate] = useState(line?.dueDate ?? "");
  const [paid, setPaid] = useState(line?.paid ?? false);
  const [notes, setNotes] = useState(line?.notes ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const pending = add.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const plannedMinor = readAmount(planned || "0", currency, { allowZero: true });
    const local: FieldErrors = {
      item: item.trim() ? undefined : "Item is required",
      plannedMinor: typeof plannedMinor === "string" ? plannedMinor : undefined,
    };
    if (local.item || local.plannedMinor) {
      setErrors(local);
      return;
    }
    const body = {
      categoryId,
      item: item.trim(),
      plannedMinor: plannedMinor as number,
      vendor,
      dueDate: dueDate || null,
      paid,
      notes,
    };
    const handlers = {
      onSuccess: () => {
        successToast(line ? "Line saved" : "Line added", `"${body.item}" is in the budget.`);
        onDone();
      },
      onError: (error: Error) => {
        const result = failure(error, FIELDS);
        setErrors(result.fields);
        setMessage(result.message);
      },
    };
    setMessage(null);
    if (line) update.mutate({ id: line.id, patch: body }, handlers);
    else add.mutate(body, handlers);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField id={`${id}-item`} label="Item" required error={errors.item} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={item}
            onChange={(e) => setItem(e.target.value)}
            maxLength={200}
            autoFocus
            placeholder="Venue deposit"
          />
        )}
      </FormField>
      <FormField id={`${id}-category`} label="Category" required error={errors.categoryId}>
        {(control) => (
          <NativeSelect {...control} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-planned`} label="Planned amount" required error={errors.plannedMinor}>
        {(control) => (
          <AmountInput
            {...control}
            currency={currency}
            value={planned}
            onChange={(e) => setPlanned(e.target.value)}
            placeholder="0.00"
          />
        )}
      </FormField>
      <FormField id={`${id}-vendor`} label="Vendor" error={errors.vendor}>
        {(control) => <Input {...control} value={vendor} onChange={(e) => setVendor(e.target.value)} maxLength={200} />}
      </FormField>
      <FormField id={`${id}-due`} label="Due date" error={errors.dueDate}>
        {(control) => <Input {...control} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />}
      </FormField>
      <FormField id={`${id}-notes`} label="Notes" error={errors.notes} className="sm:col-span-2">
        {(control) => (
          <Textarea {...control} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} rows={2} />
        )}
      </FormField>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox id={`${id}-paid`} checked={paid} onCheckedChange={(checked) => setPaid(checked === true)} />
        <Label htmlFor={`${id}-paid`}>Already paid</Label>
      </div>
      <DialogFormFooter
        className="sm:col-span-2"
        error={message}
        errorTitle="The line was not saved"
        submitting={pending}
        submitLabel={line ? "Save line" : "Add line"}
        onCancel={onDone}
      />
    </form>
  );
}

export function LineDialog({
  eventId,
  currency,
  categories,
  target,
  onClose,
}: {
  eventId: string;
  currency: string;
  categories: readonly TBudgetCategory[];
  target: LineTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {target?.line ? `Edit ${target.line.item}` : `Add a line to ${target?.category.name ?? "the budget"}`}
          </DialogTitle>
          <DialogDescription>
            What you plan to spend on it. Expenses recorded against the line make up its spent amount.
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <LineForm
            key={target.line?.id ?? target.category.id}
            eventId={eventId}
            currency={currency}
            categories={categories}
            target={target}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
