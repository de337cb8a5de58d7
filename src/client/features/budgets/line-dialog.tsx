/**
 * Adds a planned line to a category, or edits one: item, planned amount, vendor, due date, paid, notes.
 * react-hook-form checked by the API's own ZLineInput (an edit sends every field, so the same checks hold);
 * the amount is typed as text and read in the budget's currency first.
 */
import { useId, useMemo } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ZLineInput, type TBudgetCategory, type TBudgetLine } from "#shared/budgets/schemas.ts";
import { inputToMinor, minorToInput } from "#shared/money.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useAddLine, useUpdateLine } from "./api.ts";
import { AmountInput, budgetFormResolver, readAmount } from "./form-parts.tsx";

export interface LineTarget {
  category: TBudgetCategory;
  /** Null: a new line in `category`. */
  line: TBudgetLine | null;
}

interface LineFormValues {
  categoryId: string;
  item: string;
  /** The planned amount as typed ("120.50"); empty is nothing planned yet. */
  plannedMinor: string;
  vendor: string;
  /** Empty: no due date. */
  dueDate: string;
  paid: boolean;
  notes: string;
}

type LineOutput = z.output<typeof ZLineInput>;

const FIELD_NAMES = [
  "categoryId",
  "item",
  "plannedMinor",
  "vendor",
  "dueDate",
  "notes",
] as const satisfies ReadonlyArray<keyof LineFormValues>;

/** The schema's checks, with the amount's problem said as the form always said it ("Enter an amount such as 120.50"). */
function lineResolver(currency: string): Resolver<LineFormValues, unknown, LineOutput> {
  return budgetFormResolver<LineFormValues, typeof ZLineInput>(
    ZLineInput,
    (values) => ({
      ...values,
      plannedMinor: inputToMinor(values.plannedMinor || "0", currency),
      dueDate: values.dueDate || null,
    }),
    (values) => {
      const planned = readAmount(values.plannedMinor || "0", currency, { allowZero: true });
      return { plannedMinor: typeof planned === "string" ? planned : null };
    },
  );
}

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
  const resolver = useMemo(() => lineResolver(currency), [currency]);
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<LineFormValues, LineOutput>({
    resolver,
    defaultValues: {
      categoryId: line?.categoryId ?? target.category.id,
      item: line?.item ?? "",
      plannedMinor: line ? minorToInput(line.plannedMinor, currency) : "",
      vendor: line?.vendor ?? "",
      dueDate: line?.dueDate ?? "",
      paid: line?.paid ?? false,
      notes: line?.notes ?? "",
    },
    fieldNames: FIELD_NAMES,
    failure: "Something went wrong. Please try again.",
  });
  const paid = useWatch({ control, name: "paid" });

  const submit = submitWith(async (body) => {
    if (line) await update.mutateAsync({ id: line.id, patch: body });
    else await add.mutateAsync(body);
    successToast(line ? "Line saved" : "Line added", `"${body.item}" is in the budget.`);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField id={`${id}-item`} label="Item" required error={errors.item?.message} className="sm:col-span-2">
        {(control) => (
          <Input {...control} maxLength={200} autoFocus placeholder="Venue deposit" {...register("item")} />
        )}
      </FormField>
      <FormField id={`${id}-category`} label="Category" required error={errors.categoryId?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("categoryId")}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-planned`} label="Planned amount" required error={errors.plannedMinor?.message}>
        {(control) => <AmountInput {...control} currency={currency} placeholder="0.00" {...register("plannedMinor")} />}
      </FormField>
      <FormField id={`${id}-vendor`} label="Vendor" error={errors.vendor?.message}>
        {(control) => <Input {...control} maxLength={200} {...register("vendor")} />}
      </FormField>
      <FormField id={`${id}-due`} label="Due date" error={errors.dueDate?.message}>
        {(control) => <Input {...control} type="date" {...register("dueDate")} />}
      </FormField>
      <FormField id={`${id}-notes`} label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        {(control) => <Textarea {...control} maxLength={2000} rows={2} {...register("notes")} />}
      </FormField>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id={`${id}-paid`}
          checked={paid}
          onCheckedChange={(checked) => setValue("paid", checked === true, { shouldDirty: true })}
        />
        <Label htmlFor={`${id}-paid`}>Already paid</Label>
      </div>
      <DialogFormFooter
        className="sm:col-span-2"
        error={formError}
        errorTitle="The line was not saved"
        submitting={isSubmitting}
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
