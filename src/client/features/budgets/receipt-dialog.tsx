/** Adds or replaces the receipt of an expense recorded earlier. */
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TExpense } from "#shared/budgets/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { refreshBudget, uploadReceipt } from "./api.ts";
import { checkReceipt, ReceiptField } from "./receipt-upload.tsx";

function ReceiptForm({ eventId, expense, onDone }: { eventId: string; expense: TExpense; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUpload(
    (picked: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      uploadReceipt(expense.id, picked, onProgress, signal),
    {
      field: "receipt",
      failedMessage: "The receipt could not be uploaded. Please try again.",
      onDone: () => refreshBudget(queryClient, eventId),
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      upload.setError("Choose a receipt to upload.");
      return;
    }
    if (await upload.start(file, checkReceipt)) {
      successToast("Receipt saved", `The receipt of "${expense.description}" is attached.`);
      onDone();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <ReceiptField upload={upload} onFile={setFile} />
      <DialogFooter>
        <Button
          variant="outline"
          onClick={() => {
            upload.cancel();
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" loading={upload.progress !== null}>
          Upload receipt
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ReceiptDialog({
  eventId,
  expense,
  onClose,
}: {
  eventId: string;
  expense: TExpense | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={expense !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{expense?.receipt ? "Replace the receipt" : "Add a receipt"}</DialogTitle>
          <DialogDescription>{expense ? `For "${expense.description}".` : null}</DialogDescription>
        </DialogHeader>
        {expense ? <ReceiptForm key={expense.id} eventId={eventId} expense={expense} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
