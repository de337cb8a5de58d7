/**
 * Records an expense (what, how much, when, against which category or line) and then uploads its receipt
 * with a progress bar. The expense is saved first: a failed upload keeps it, and the receipt can be tried again.
 * react-hook-form checked by the API's own ZExpenseInput; the amount is typed as text and read in the
 * budget's currency first.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { FieldError, Resolver } from "react-hook-form";
import type { z } from "zod";
import { ZExpenseInput, type TBudget, type TExpense } from "#shared/budgets/schemas.ts";
import { inputToMinor } from "#shared/money.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { ApiError } from "#client/lib/api.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { refreshBudget, uploadReceipt, useAddExpense } from "./api.ts";
import { AmountInput, budgetFormResolver, readAmount } from "./form-parts.tsx";
import { checkReceipt, ReceiptField } from "./receipt-upload.tsx";

interface ExpenseFormValues {
  /** "line:<id>" or "category:<id>": one choice places the expense in a line or only in a category. */
  target: string;
  description: string;
  /** The amount as typed ("2,000.50"). */
  amountMinor: string;
  spentOn: string;
  vendor: string;
}

type ExpenseOutput = z.output<typeof ZExpenseInput>;

const FIELD_NAMES = ["target", "description", "amountMinor", "spentOn", "vendor"] as const satisfies ReadonlyArray<
  keyof ExpenseFormValues
>;

/** Today as the person's calendar shows it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

function toApiShape(values: ExpenseFormValues, currency: string) {
  const [kind, chosen] = values.target.split(":") as ["line" | "category", string];
  return {
    ...(kind === "line" ? { lineId: chosen } : { categoryId: chosen }),
    description: values.description,
    amountMinor: inputToMinor(values.amountMinor, currency),
    spentOn: values.spentOn,
    vendor: values.vendor,
  };
}

/**
 * The schema's checks, with the amount and the date said as the form always said them ("Enter an amount
 * such as 120.50", "Choose the date"); a line or category refused is the "For" field's problem.
 */
function expenseResolver(currency: string): Resolver<ExpenseFormValues, unknown, ExpenseOutput> {
  const resolver = budgetFormResolver<ExpenseFormValues, typeof ZExpenseInput>(
    ZExpenseInput,
    (values) => toApiShape(values, currency),
    (values) => {
      const amount = readAmount(values.amountMinor, currency, { allowZero: false });
      return {
        amountMinor: typeof amount === "string" ? amount : null,
        spentOn: values.spentOn ? null : "Choose the date",
      };
    },
  );
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { categoryId, lineId, ...errors } = result.errors as typeof result.errors &
      Partial<Record<"categoryId" | "lineId", FieldError>>;
    const target = categoryId ?? lineId;
    return target ? { values: {}, errors: { ...errors, target } } : result;
  };
}

/** The server's word on the line or category goes under the "For" field, where either is chosen. */
function onTarget(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const target = error.fields.categoryId ?? error.fields.lineId;
  if (!target) return error;
  return new ApiError(error.status, error.code, error.message, { ...error.fields, target });
}

function ExpenseForm({
  eventId,
  budget,
  defaultCategoryId,
  onDone,
}: {
  eventId: string;
  budget: TBudget;
  defaultCategoryId: string;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const add = useAddExpense(eventId);
  const resolver = useMemo(() => expenseResolver(budget.currency), [budget.currency]);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<ExpenseFormValues, ExpenseOutput>({
    resolver,
    defaultValues: {
      target: `category:${defaultCategoryId || budget.categories[0]?.id || ""}`,
      description: "",
      amountMinor: "",
      spentOn: today(),
      vendor: "",
    },
    fieldNames: FIELD_NAMES,
    failure: "Something went wrong. Please try again.",
  });
  // The receipt is a file, not a field: it is picked here and uploaded once the expense exists.
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState<TExpense | null>(null);
  // The upload starts once the expense exists: it goes to that expense's receipt.
  const expenseId = useRef("");
  const upload = useUpload(
    (picked: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      uploadReceipt(expenseId.current, picked, onProgress, signal),
    {
      field: "receipt",
      failedMessage: "The receipt could not be uploaded. Please try again.",
      onDone: () => refreshBudget(queryClient, eventId),
    },
  );

  async function attach(expense: TExpense) {
    if (!file) return true;
    expenseId.current = expense.id;
    return upload.start(file, checkReceipt);
  }

  async function finish(expense: TExpense) {
    if (await attach(expense)) {
      successToast("Expense added", `"${expense.description}" was recorded${file ? " with its receipt" : ""}.`);
      onDone();
    }
  }

  async function save(body: ExpenseOutput) {
    // A wrong file was said under the receipt field when it was picked; nothing is saved until it is changed.
    if (file && checkReceipt(file)) return;
    let expense: TExpense;
    try {
      expense = await add.mutateAsync(body);
    } catch (error) {
      throw onTarget(error);
    }
    setSaved(expense);
    await finish(expense);
  }

  function submit(event: FormEvent) {
    // Once the expense is saved, only its receipt is left to upload: the fields are locked.
    if (saved) {
      event.preventDefault();
      void finish(saved);
      return;
    }
    void submitWith(save)(event);
  }

  const busy = isSubmitting || upload.progress !== null;
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField
        id={`${id}-description`}
        label="Description"
        required
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            autoFocus
            disabled={saved !== null}
            placeholder="Venue deposit"
            {...register("description")}
          />
        )}
      </FormField>
      <FormField id={`${id}-amount`} label="Amount" required error={errors.amountMinor?.message}>
        {(control) => (
          <AmountInput
            {...control}
            currency={budget.currency}
            disabled={saved !== null}
            placeholder="0.00"
            {...register("amountMinor")}
          />
        )}
      </FormField>
      <FormField id={`${id}-date`} label="Date" required error={errors.spentOn?.message}>
        {(control) => <Input {...control} type="date" disabled={saved !== null} {...register("spentOn")} />}
      </FormField>
      <FormField
        id={`${id}-for`}
        label="For"
        required
        hint="A planned line, or just its category."
        error={errors.target?.message}
      >
        {(control) => (
          <NativeSelect {...control} disabled={saved !== null} {...register("target")}>
            {budget.categories.map((c) => (
              <optgroup key={c.id} label={c.name}>
                <option value={`category:${c.id}`}>{c.name} (no particular line)</option>
                {c.lines.map((l) => (
                  <option key={l.id} value={`line:${l.id}`}>
                    {l.item}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-vendor`} label="Vendor" error={errors.vendor?.message}>
        {(control) => <Input {...control} maxLength={200} disabled={saved !== null} {...register("vendor")} />}
      </FormField>
      <div className="sm:col-span-2">
        <ReceiptField upload={upload} onFile={setFile} label="Receipt (optional)" />
        {saved && upload.error ? (
          <p className="mt-2 text-sm text-muted-foreground">
            The expense is saved. Try the receipt again, or close and add it later.
          </p>
        ) : null}
      </div>
      <DialogFormFooter
        className="sm:col-span-2"
        error={formError}
        errorTitle="The expense was not saved"
        submitting={busy}
        submitLabel={saved ? "Upload receipt" : "Add expense"}
        onCancel={() => {
          upload.cancel();
          onDone();
        }}
      />
    </form>
  );
}

export function ExpenseDialog({
  eventId,
  budget,
  defaultCategoryId,
  open,
  onClose,
}: {
  eventId: string;
  budget: TBudget;
  defaultCategoryId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add an expense</DialogTitle>
          <DialogDescription>
            Money spent, in {budget.currency}. It counts towards its line and category at once.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ExpenseForm eventId={eventId} budget={budget} defaultCategoryId={defaultCategoryId} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
