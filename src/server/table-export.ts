/**
 * Streamed CSV and XLSX downloads of a table read page by page (guest lists, orders, tickets, check-ins):
 * memory stays flat whatever the size, and a download the reader abandons stops the reading.
 */
import { PassThrough, Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import Papa from "papaparse";

export type ExportCell = string | number;
export type ExportFormat = "csv" | "xlsx";

export interface TableExport {
  filename: string;
  contentType: string;
  stream: Readable;
}

interface TableExportSource {
  /** The event's (or list's) name, for the file name. */
  name: string;
  /** What the file holds ("guests", "orders"): the file name's suffix and the sheet's name. */
  kind: string;
  headers: string[];
  rows: () => AsyncGenerator<ExportCell[][]>;
}

/**
 * A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection"), also after leading blanks or
 * with the full-width signs some versions read alike: such text gets a leading apostrophe and stays text.
 */
const FORMULA_START = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function safeRow(row: readonly ExportCell[]): ExportCell[] {
  return row.map((cell) => (typeof cell === "string" ? safeCell(cell) : cell));
}

/** A file name from the event's name that every browser and OS accepts. */
function exportName(name: string, kind: string, extension: string): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase()
      .slice(0, 60) || "event";
  return `${base}-${kind}.${extension}`;
}

/**
 * Every header and cell is made safe here, in both formats, so no export can leave one out: an XLSX cell is
 * text already, but organisers save sheets as CSV and open them again.
 */
export function tableExport(source: TableExportSource, format: ExportFormat): TableExport {
  const headers = source.headers.map(safeCell);
  if (format === "csv") {
    async function* lines(): AsyncGenerator<string> {
      // A byte-order mark, so spreadsheet programs read the names' accents right.
      yield `\uFEFF${Papa.unparse([headers])}\r\n`;
      for await (const page of source.rows()) {
        if (page.length === 0) continue;
        yield `${Papa.unparse(page.map(safeRow))}\r\n`;
      }
    }
    return {
      filename: exportName(source.name, source.kind, "csv"),
      contentType: "text/csv; charset=utf-8",
      stream: Readable.from(lines()),
    };
  }
  const output = new PassThrough();
  void (async () => {
    try {
      // Loaded on the first spreadsheet asked for, not when the server starts (cold start, issue 22).
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheetName = source.kind.charAt(0).toUpperCase() + source.kind.slice(1);
      const sheet = workbook.addWorksheet(sheetName);
      sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const page of source.rows()) {
        // The download was abandoned: stop reading.
        if (output.destroyed) return;
        for (const row of page) sheet.addRow(safeRow(row)).commit();
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
