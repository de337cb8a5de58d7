/**
 * A ticket outside the app: its code in text, its QR code (SVG for pages, PNG for mails and the PDF) and
 * the PDF a buyer prints or keeps on a phone, one pass-like page per ticket (ADR 018).
 */
import QRCode from "qrcode";
import { PRODUCT_NAME } from "../mail/index.ts";

/** Dashes and spaces are only for people; upper case keeps the QR in its compact alphanumeric mode. */
function compactCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/** "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23": the code as people read and type it. */
export function formatTicketCode(code: string): string {
  return (
    compactCode(code)
      .match(/.{1,4}/g)
      ?.join("-") ?? ""
  );
}

// "M" survives a scratched print or a glare on a phone screen; 2 modules of margin is enough on a white
// page and keeps the code large in a small space.
const QR_OPTIONS = {
  errorCorrectionLevel: "M",
  margin: 2,
  color: { dark: "#000000ff", light: "#ffffffff" },
} as const;

/** An SVG document without a fixed size, so it fills whatever box a page gives it. */
export async function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(compactCode(code), { ...QR_OPTIONS, type: "svg" });
}

export async function ticketQrPng(code: string, size = 480): Promise<Buffer> {
  return QRCode.toBuffer(compactCode(code), { ...QR_OPTIONS, type: "png", width: size });
}

// pdfkit's standard fonts print WinAnsi: Latin-1 plus these few; anything else comes out as garbage.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
// Letters that have no Unicode decomposition but an obvious Latin one.
const LATIN_LOOKALIKES: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function printable(text: string): boolean {
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (!((point >= 0x20 && point <= 0x7e) || (point >= 0xa0 && point <= 0xff) || WIN_ANSI_EXTRAS.has(char)))
      return false;
  }
  return true;
}

/**
 * Text the standard PDF fonts can print: accents they lack fall back to the bare letter ("Ș" -> "S"),
 * and each character with no Latin form (a Chinese name, an emoji) becomes one "?".
 */
export function pdfSafeText(value: string): string {
  let result = "";
  for (const { segment } of graphemes.segment(value.normalize("NFC"))) {
    if (printable(segment)) {
      result += segment;
      continue;
    }
    if (/^\s+$/u.test(segment)) {
      result += " ";
      continue;
    }
    const latin = [...segment.normalize("NFKD").replace(/[\p{M}\p{Cf}]/gu, "")]
      .map((char) => LATIN_LOOKALIKES[char] ?? char)
      .join("");
    result += latin && printable(latin) ? latin : "?";
  }
  return result;
}

export interface TicketsPdfInput {
  event: { name: string; whenText: string; placeText: string | null };
  orderReference: string;
  buyerName: string;
  /**
   * `shortCode`: what door staff type when the QR cannot be scanned. `qrPng`: the code's QR already drawn
   * (a mail attaches the same image), so it is not drawn twice.
   */
  tickets: Array<{ holderName: string; typeName: string; code: string; shortCode: string; qrPng?: Buffer }>;
}

const PAGE = { width: 297.64, height: 419.53 }; // A6 portrait: fits a phone screen and a folded print
const MARGIN = 22;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const COLOR = { brand: "#6d28d9", ink: "#0f172a", muted: "#475569", label: "#64748b", rule: "#cbd5e1" };
const QR_MAX = 190;
const ENTRANCE_LINE =
  "Show the QR code at the entrance; if it will not scan, give the short code. Each ticket admits one person once.";

type Doc = PDFKit.PDFDocument;

/** A line (or a few) of text at a fixed place that never spills onto a new page; returns the y below it. */
function textBox(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: {
    font: string;
    size: number;
    color: string;
    width: number;
    lines?: number;
    align?: "left" | "center" | "right";
    spacing?: number;
  },
): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(pdfSafeText(text), x, y, {
    width: style.width,
    height: doc.currentLineHeight(true) * (style.lines ?? 1),
    ellipsis: true,
    align: style.align ?? "left",
    characterSpacing: style.spacing ?? 0,
  });
  return doc.y;
}

function header(doc: Doc, right: string): void {
  doc.rect(0, 0, PAGE.width, 44).fill(COLOR.brand);
  textBox(doc, PRODUCT_NAME, MARGIN, 16, {
    font: "Helvetica-Bold",
    size: 13,
    color: "#ffffff",
    width: CONTENT_WIDTH / 2,
  });
  textBox(doc, right, PAGE.width / 2, 18, {
    font: "Helvetica",
    size: 9,
    color: "#ffffff",
    width: PAGE.width / 2 - MARGIN,
    align: "right",
  });
}

function eventBlock(doc: Doc, event: TicketsPdfInput["event"]): number {
  let y = textBox(doc, event.name, MARGIN, 60, {
    font: "Helvetica-Bold",
    size: 17,
    color: COLOR.ink,
    width: CONTENT_WIDTH,
    lines: 2,
  });
  y = textBox(doc, event.whenText, MARGIN, y + 4, {
    font: "Helvetica",
    size: 9.5,
    color: COLOR.ink,
    width: CONTENT_WIDTH,
    lines: 2,
  });
  if (event.placeText)
    y = textBox(doc, event.placeText, MARGIN, y + 1, {
      font: "Helvetica",
      size: 9.5,
      color: COLOR.muted,
      width: CONTENT_WIDTH,
      lines: 2,
    });
  return y;
}

/** Two labelled facts side by side ("HOLDER" / "Ada Lovelace"); returns the y below them. */
function factRow(doc: Doc, y: number, left: [string, string], right: [string, string]): number {
  const column = (CONTENT_WIDTH - 12) / 2;
  let bottom = y;
  for (const [index, [label, value]] of [left, right].entries()) {
    const x = MARGIN + index * (column + 12);
    const below = textBox(doc, label, x, y, {
      font: "Helvetica",
      size: 7,
      color: COLOR.label,
      width: column,
      spacing: 0.6,
    });
    bottom = Math.max(
      bottom,
      textBox(doc, value, x, below + 1, { font: "Helvetica-Bold", size: 11, color: COLOR.ink, width: column }),
    );
  }
  return bottom;
}

/** The largest size up to `max` at which a line fits the page's width: a code must never be cut short. */
function fittingSize(doc: Doc, text: string, font: string, max: number, spacing: number): number {
  let size = max;
  doc.font(font);
  while (size > 6 && doc.fontSize(size).widthOfString(text, { characterSpacing: spacing }) > CONTENT_WIDTH) size -= 0.5;
  return size;
}

/** The dashed line of a tear-off pass between the event and the ticket's own facts. */
function perforation(doc: Doc, y: number): void {
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.8)
    .dash(3, { space: 3 })
    .stroke(COLOR.rule)
    .restore();
}

async function ticketPage(doc: Doc, input: TicketsPdfInput, index: number): Promise<void> {
  const ticket = input.tickets[index]!;
  doc.addPage();
  header(doc, `Ticket ${index + 1} of ${input.tickets.length}`);
  let y = eventBlock(doc, input.event) + 10;
  perforation(doc, y);
  y = factRow(doc, y + 10, ["HOLDER", ticket.holderName], ["TICKET", ticket.typeName]);
  y = factRow(doc, y + 8, ["ORDER", input.orderReference], ["BOUGHT BY", input.buyerName]);

  // Laid out from the bottom up, so a long event name shrinks the QR a little instead of pushing it off the page.
  const lineY = PAGE.height - MARGIN - 20;
  const shortY = lineY - 22;
  const codeY = shortY - 18;
  const qrBottom = codeY - 6;
  const qrSize = Math.min(QR_MAX, qrBottom - (y + 10));
  doc.image(ticket.qrPng ?? (await ticketQrPng(ticket.code)), (PAGE.width - qrSize) / 2, qrBottom - qrSize, {
    width: qrSize,
    height: qrSize,
  });
  const code = formatTicketCode(ticket.code);
  textBox(doc, code, MARGIN, codeY, {
    font: "Helvetica",
    size: fittingSize(doc, code, "Helvetica", 11, 0.8),
    color: COLOR.ink,
    width: CONTENT_WIDTH,
    align: "center",
    spacing: 0.8,
  });
  // The short code stands out: it is what a person reads out or types when the camera fails.
  const short = `SHORT CODE  ${formatTicketCode(ticket.shortCode)}`;
  textBox(doc, short, MARGIN, shortY, {
    font: "Helvetica-Bold",
    size: 14,
    color: COLOR.brand,
    width: CONTENT_WIDTH,
    align: "center",
    spacing: 1,
  });
  textBox(doc, ENTRANCE_LINE, MARGIN, lineY, {
    font: "Helvetica",
    size: 8,
    color: COLOR.muted,
    width: CONTENT_WIDTH,
    lines: 2,
    align: "center",
  });
}

/** An order without a ticket that admits still gets a readable page rather than an empty file. */
function emptyPage(doc: Doc, input: TicketsPdfInput): void {
  doc.addPage();
  header(doc, `Order ${input.orderReference}`);
  const y = eventBlock(doc, input.event) + 16;
  textBox(doc, "This order has no tickets that can be used at the entrance yet.", MARGIN, y, {
    font: "Helvetica",
    size: 10,
    color: COLOR.muted,
    width: CONTENT_WIDTH,
    lines: 3,
  });
}

/** The tickets of an order as a PDF: one A6 page per ticket with its QR code large and its code in text. */
export async function ticketsPdf(input: TicketsPdfInput): Promise<Buffer> {
  // Loaded with the first PDF, not when the server starts (cold start, issue 22).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    lang: "en",
    displayTitle: true,
    info: {
      Title: `Tickets for ${input.event.name}`,
      Subject: `Order ${input.orderReference}`,
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (input.tickets.length === 0) emptyPage(doc, input);
  for (let index = 0; index < input.tickets.length; index++) await ticketPage(doc, input, index);
  doc.end();
  return done;
}
