/**
 * Import guests from a CSV file: the file is read in the browser, the server previews it (which column
 * feeds which field, and each row's fate: new guest, merged into one with the same address, or invalid
 * with its reasons) and saves nothing; "Import" then saves the valid rows in one go.
 */
import { useId, useState, type ChangeEvent } from "react";
import { CircleAlert, Download, FileUp, GitMerge, UserPlus } from "lucide-react";
import type { TImportPreview, TImportRow } from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useImportGuests, useImportPreview } from "./api.ts";
import { importFieldLabel, importFileProblem, importResultText, importTextProblem, sampleCsv } from "./format.ts";

/** Rows drawn at once: enough to check a file by eye, few enough to keep the dialog quick with 10,000 rows. */
const ROWS_SHOWN = 200;

const ACTIONS: Record<TImportRow["action"], { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  create: { label: "New", variant: "success" },
  merge: { label: "Merge", variant: "default" },
  invalid: { label: "Invalid", variant: "destructive" },
};

function downloadSample() {
  const url = URL.createObjectURL(new Blob([sampleCsv()], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "guest-list-sample.csv";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; it is not needed any more.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Totals({ preview }: { preview: TImportPreview }) {
  return (
    <ul aria-label="Import totals" className="flex flex-wrap gap-2 text-sm">
      <li>
        <Badge variant="success">
          <UserPlus aria-hidden="true" />
          {preview.create.toLocaleString()} new
        </Badge>
      </li>
      <li>
        <Badge variant="default">
          <GitMerge aria-hidden="true" />
          {preview.merge.toLocaleString()} to merge
        </Badge>
      </li>
      <li>
        <Badge variant={preview.invalid > 0 ? "destructive" : "neutral"}>
          <CircleAlert aria-hidden="true" />
          {preview.invalid.toLocaleString()} invalid
        </Badge>
      </li>
    </ul>
  );
}

function ColumnMapping({ preview, groupTerm }: { preview: TImportPreview; groupTerm: string }) {
  return (
    <section aria-labelledby="import-columns" className="space-y-2">
      <h3 id="import-columns" className="text-sm font-semibold">
        Columns
      </h3>
      <ul className="flex flex-wrap gap-2 text-sm">
        {preview.columns.map((column, index) => (
          <li key={`${column.header}-${index}`} className="rounded-md border bg-muted/40 px-2 py-1">
            <span className="font-mono text-xs">{column.header || `Column ${index + 1}`}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> goes to </span>
            <span className={column.field ? "font-medium" : "text-muted-foreground"}>
              {importFieldLabel(column.field, groupTerm)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PreviewRows({ rows, groupTerm }: { rows: TImportRow[]; groupTerm: string }) {
  const id = useId();
  const [problemsOnly, setProblemsOnly] = useState(false);
  const listed = problemsOnly ? rows.filter((row) => row.action === "invalid") : rows;
  const shown = listed.slice(0, ROWS_SHOWN);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          Rows
        </h3>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-problems`}
            checked={problemsOnly}
            onCheckedChange={(checked) => setProblemsOnly(checked === true)}
          />
          <Label htmlFor={`${id}-problems`}>Only rows with problems</Label>
        </div>
      </div>
      <div className="max-h-80 overflow-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file and what the import does with each</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Email
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((row) => (
              <tr key={row.line} className="align-top">
                <td className="px-3 py-2 tabular-nums text-muted-foreground">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-normal break-words">
                  {row.name || <span className="text-muted-foreground">No name</span>}
                  <span className="block text-xs text-muted-foreground sm:hidden">{row.email}</span>
                </th>
                <td className="hidden px-3 py-2 break-all sm:table-cell">
                  {row.email ?? <span className="text-muted-foreground">—</span>}
                </td>
                <td className="px-3 py-2">
                  <Badge variant={ACTIONS[row.action].variant}>{ACTIONS[row.action].label}</Badge>
                  {row.errors.length > 0 ? (
                    <ul className="mt-1 space-y-0.5 text-xs text-destructive">
                      {row.errors.map((error, index) => (
                        <li key={index}>
                          {importFieldLabel(error.field, groupTerm)}: {error.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
            {shown.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-4 text-center text-muted-foreground">
                  {problemsOnly ? "Every row can be imported." : "The file has no rows under its header."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {listed.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {shown.length} of {listed.length.toLocaleString()} rows. The import takes them all.
        </p>
      ) : null}
    </section>
  );
}

function ImportBody({ eventId, groupTerm, onDone }: { eventId: string; groupTerm: string; onDone: () => void }) {
  const id = useId();
  const preview = useImportPreview(eventId);
  const save = useImportGuests(eventId);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(null);
    preview.reset();
    setProblem(importFileProblem(chosen));
    if (importFileProblem(chosen)) return;
    setReading(true);
    try {
      const csv = await chosen.text();
      const textProblem = importTextProblem(chosen.name, csv);
      setProblem(textProblem);
      if (textProblem) return;
      setFile({ name: chosen.name, csv });
      preview.mutate(csv);
    } catch {
      setProblem(`${chosen.name} could not be read. Save it again as CSV (UTF-8) and choose it once more.`);
    } finally {
      setReading(false);
    }
  }

  function runImport() {
    if (!file) return;
    save.mutate(file.csv, {
      onSuccess: (result) => {
        successToast("Guests imported", importResultText(result));
        onDone();
      },
      onError: (error) => errorToast(`The guests were not imported. ${error.message}`),
    });
  }

  const data = preview.data;
  const importable = data ? data.create + data.merge : 0;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={`${id}-file`}>CSV file</Label>
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          One guest per line under a header row: name, email, phone, {groupTerm.toLowerCase()} (the "group" column),
          party size, tags and notes. At most 4 MB.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => void choose(event)}
          className="block w-full cursor-pointer rounded-lg border border-input bg-surface text-sm shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:bg-primary-soft file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Button variant="link" size="sm" onClick={downloadSample}>
          <Download aria-hidden="true" />
          Download a sample CSV
        </Button>
      </div>

      {problem ? (
        <Alert variant="destructive" role="alert" title="This file cannot be imported">
          {problem}
        </Alert>
      ) : null}

      {reading || preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Reading {file?.name ?? "the file"}…
        </p>
      ) : null}

      {preview.isError ? (
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't read this file"
          action={
            file ? (
              <Button variant="outline" size="sm" onClick={() => preview.mutate(file.csv)}>
                Try again
              </Button>
            ) : null
          }
        >
          {preview.error.message}
        </Alert>
      ) : null}

      {data ? (
        <div className="space-y-4" aria-live="polite">
          <Totals preview={data} />
          <ColumnMapping preview={data} groupTerm={groupTerm} />
          <PreviewRows rows={data.rows} groupTerm={groupTerm} />
          {data.invalid > 0 && importable > 0 ? (
            <p className="text-sm text-muted-foreground">
              {countText(data.invalid, "invalid row")} will be skipped. Fix {data.invalid === 1 ? "it" : "them"} in the
              file and import again to add {data.invalid === 1 ? "it" : "them"} later.
            </p>
          ) : null}
        </div>
      ) : null}

      <DialogFooter>
        <Button variant="outline" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
        {data ? (
          <Button loading={save.isPending} disabled={importable === 0} onClick={runImport}>
            {save.isPending ? null : <FileUp aria-hidden="true" />}
            Import {countText(importable, "guest")}
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}

export function ImportDialog({
  open,
  onOpenChange,
  eventId,
  groupTerm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  groupTerm: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import guests from CSV</DialogTitle>
          <DialogDescription>
            Check the preview before anything is saved. A row with an email address already on the list is merged into
            that guest.
          </DialogDescription>
        </DialogHeader>
        {open ? <ImportBody eventId={eventId} groupTerm={groupTerm} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
