/** Choosing a receipt file (checked before sending) and the bar of its upload. */
import { useId, type ChangeEvent } from "react";
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, RECEIPT_TYPES_TEXT } from "#shared/budgets/schemas.ts";
import { UploadProgress } from "#client/components/upload-progress.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { formatBytes } from "#client/lib/upload.ts";
import type { UploadState } from "#client/lib/use-upload.ts";

const RECEIPT_ACCEPT = RECEIPT_TYPES.join(",");

/** Said at once, before a wrong file travels. */
export function checkReceipt(file: Pick<File, "type" | "size">): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return `Choose ${RECEIPT_TYPES_TEXT}.`;
  if (file.size > RECEIPT_MAX_BYTES)
    return `The receipt must be at most ${formatBytes(RECEIPT_MAX_BYTES)}. This one is ${formatBytes(file.size)}.`;
  if (file.size === 0) return "This file is empty. Choose another one.";
  return null;
}

export function ReceiptField({
  upload,
  onFile,
  label = "Receipt",
}: {
  upload: UploadState;
  onFile: (file: File | null) => void;
  label?: string;
}) {
  const id = useId();
  function changed(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    upload.setError(file ? checkReceipt(file) : null);
    onFile(file);
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        A photo or scan (JPEG, PNG, WebP) or a PDF, up to {formatBytes(RECEIPT_MAX_BYTES)}.
      </p>
      <Input
        id={id}
        type="file"
        accept={RECEIPT_ACCEPT}
        onChange={changed}
        disabled={upload.progress !== null}
        aria-describedby={`${id}-hint${upload.error ? ` ${id}-error` : ""}`}
        aria-invalid={upload.error ? true : undefined}
        className="h-auto py-2"
      />
      {upload.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {upload.error}
        </p>
      ) : null}
      {upload.progress !== null ? (
        <UploadProgress progress={upload.progress} noun="receipt" onCancel={upload.cancel} />
      ) : null}
    </div>
  );
}
