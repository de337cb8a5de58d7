/**
 * Records an expense (what, how much, when, against which category or line) and then uploads its receipt
 * with a progress bar. The expense is saved first: a failed upload keeps it, and the receipt can be tried again.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import type { TBudget, TExpense } from "#shared/budgets/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { successToast } from "#client/lib/toast.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { refreshBudget, uploadReceipt, useAddExpense } from "./api.ts";
import { AmountInput, failure, readAmount, type FieldErrors } from "./form-parts.tsx";
import { checkReceipt, ReceiptField } from "./receipt-upload.tsx";

const FIELDS = ["categoryId", "lineId", "description", "amountMinor", "spentOn", "vendor"] as const;

/** Today as the person's calendar shows it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
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
  // "line:<id>" or "category:<id>": one choice places the expense in a line or only in a category.
  const [target, setTarget] = useState(`category:${defaultCategoryId || budget.categories[0]?.id || ""}`);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [spentOn, setSpentOn] = useState(today);
  const [vendor, setVendor] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState<TExpense | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saved) {
      void finish(saved);
      return;
    }
    const amountMinor = readAmount(amount, budget.currency, { allowZero: false });
    const local: FieldErrors = {
      description: description.trim() ? undefined : "Description is required",
      amountMinor: typeof amountMinor === "string" ? amountMinor : undefined,
      spentOn: spentOn ? undefined : "Choose the date",
    };
    if (local.description || local.amountMinor || local.spentOn || (file && checkReceipt(file))) {
      setErrors(local);
      return;
    }
    const [kind, chosen] = target.split(":") as ["line" | "category", string];
    setMessage(null);
    add.mutate(
      {
        ...(kind === "line" ? { lineId: chosen } : { categoryId: chosen }),
        description: description.trim(),
        amountMinor: amountMinor as number,
        spentOn,
        vendor,
      },
      {
        onSuccess: (expense) => {
          setSaved(expense);
          void finish(expense);
        },
        onError: (error) => {
          const result = failure(error, FIELDS);
          setErrors({ ...result.fields, categoryId: result.fields.categoryId ?? result.fields.lineId });
          setMessage(result.message);
        },
      },
    );
  }

  const busy = add.isPending || upload.progress !== null;
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField
        id={`${id}-description`}
        label="Description"
        required
        error={errors.description}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={200}
            autoFocus
            disabled={saved !== null}
            placeholder="Venue deposit"
          />
        )}
      </FormField>
      <FormField id={`${id}-amount`} label="Amount" required error={errors.amountMinor}>
        {(control) => (
          <AmountInput
            {...control}
            currency={budget.currency}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={saved !== null}
            placeholder="0.00"
          />
        )}
      </FormField>
      <FormField id={`${id}-date`} label="Date" required error={errors.spentOn}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={spentOn}
            onChange={(e) => setSpentOn(e.target.value)}
            disabled={saved !== null}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-for`}
        label="For"
        required
        hint="A planned line, or just its category."
        error={errors.categoryId}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            disabled={saved !== null}
          >
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
      <FormField id={`${id}-vendor`} label="Vendor" error={errors.vendor}>
        {(control) => (
          <Input
            {...control}
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            maxLength={200}
            disabled={saved !== null}
          />
        )}
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
        error={message}
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
