/**
 * Streamed CSV and XLSX downloads of a table read page by page (guest lists, orders, tickets, check-ins):
 * memory stays flat whatever the size, and a download the reader abandons stops the reading.
 */
import { PassThrough, Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import ExcelJS from "exceljs";
import Papa from "papaparse";

export type ExportCell = string | number;
export type ExportFormat = "csv" | "xlsx";

export interface TableExport {
  filename: string;
  contentType: string;
  stream: Readable;
}

export interface TableExportSource {
  /** The event's (or list's) name, for the file name. */
  name: string;
  /** What the file holds ("guests", "orders"): the file name's suffix and the sheet's name. */
  kind: string;
  headers: string[];
  rows: () => AsyncGenerator<ExportCell[][]>;
}

/** A spreadsheet would run a cell that starts like a formula: such text is kept as text. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A file name from the event's name that every browser and OS accepts. */
function exportName(name: string, kind: string, extension: string): string {
  const base = name.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-").toLowerCase().slice(0, 60) || "event";
  return `${base}-${kind}.${extension}`;
}

export function tableExport(source: TableExportSource, format: ExportFormat): TableExport {
  if (format === "csv") {
    async function* lines(): AsyncGenerator<string> {
      // A byte-order mark, so spreadsheet programs read the names' accents right.
      yield `\uFEFF${Papa.unparse([source.headers])}\r\n`;
      for await (const page of source.rows()) {
        if (page.length === 0) continue;
        yield `${Papa.unparse(page.map((row) => row.map((v) => (typeof v === "string" ? safeCell(v) : v))))}\r\n`;
      }
    }
    return { filename: exportName(source.name, source.kind, "csv"), contentType: "text/csv; charset=utf-8", stream: Readable.from(lines()) };
  }
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheetName = source.kind.charAt(0).toUpperCase() + source.kind.slice(1);
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = source.headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const page of source.rows()) {
        // The download was abandoned: stop reading.
        if (output.destroyed) return;
        for (const row of page) sheet.addRow(row).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return {
    filename: exportName(source.name, source.kind, "xlsx"),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    stream: output,
  };
}

/** Sends a table export as a download that no cache keeps. */
export function sendTableExport(reply: FastifyReply, file: TableExport): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.stream);
}
