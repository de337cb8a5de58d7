import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatTicketCode, pdfSafeText, ticketQrPng, ticketQrSvg, ticketsPdf, type TicketsPdfInput } from "./render.ts";

const CODE = "7Q2M4ZK9D1XH3B8R0VNCWTYE5G";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function order(tickets: TicketsPdfInput["tickets"]): TicketsPdfInput {
  return {
    event: {
      name: "Class of 1995 reunion",
      whenText: "Saturday 12 June 2027, 19:00 to 23:30 (Europe/Amsterdam)",
      placeText: "The Old Gym, Leiden",
    },
    orderReference: "GX7-42KD",
    buyerName: "Ada Lovelace",
    tickets,
  };
}

function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

describe("ticket codes", () => {
  it("are printed in groups of four", () => {
    expect(formatTicketCode(CODE)).toBe("7Q2M-4ZK9-D1XH-3B8R-0VNC-WTYE-5G");
    expect(formatTicketCode("7q2m-4zk9 d1xh3b8r0vncwtye5g")).toBe("7Q2M-4ZK9-D1XH-3B8R-0VNC-WTYE-5G");
  });
});

describe("ticket QR codes", () => {
  it("are a scalable SVG document", async () => {
    const svg = await ticketQrSvg(CODE);
    expect(svg.trim()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 (\d+) \1"[^>]*>[\s\S]*<\/svg>$/,
    );
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
  });

  it("hold the bare code, dashes or not", async () => {
    expect(await ticketQrSvg(formatTicketCode(CODE))).toBe(await ticketQrSvg(CODE));
    const symbol = QRCode.create(CODE, { errorCorrectionLevel: "M" });
    expect(symbol.segments.map((segment) => segment.data).join("")).toBe(CODE);
  });

  // No QR decoder runs in Node here, so the PNG is checked module by module against the symbol that encodes the code.
  it("are a PNG showing the symbol of the code", async () => {
    const png = await ticketQrPng(CODE, 480);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { modules } = QRCode.create(CODE, { errorCorrectionLevel: "M" });
    const margin = 2;
    const scale = 480 / (modules.size + 2 * margin);
    expect(info.width).toBe(480);
    const dark = (row: number, column: number) => {
      const x = Math.floor((column + margin + 0.5) * scale);
      const y = Math.floor((row + margin + 0.5) * scale);
      return data[y * info.width + x]! < 128;
    };
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        expect(dark(row, column), `module ${row},${column}`).toBe(modules.get(row, column) === 1);
      }
    }
    for (let i = 0; i < modules.size + 2 * margin; i++) expect(dark(-margin, i - margin)).toBe(false);
  });
});

describe("tickets PDF", () => {
  it("has one page per ticket", async () => {
    const tickets = [
      { holderName: "Ada Lovelace", typeName: "Standard", code: CODE, shortCode: "K7Q2M9XD" },
      { holderName: "Grace Hopper", typeName: "Early bird", code: "ABCDEFGHJKMNPQRSTVWXYZ0123", shortCode: "ABCD0123" },
      { holderName: "Zoë 王", typeName: "Child", code: "0123456789ABCDEFGHJKMNPQRS", shortCode: "WXYZ4567" },
    ];
    const pdf = await ticketsPdf(order(tickets));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(3);
    // pdfkit writes the title as an object of its own: "/Title 16 0 R" ... "16 0 obj\n(Tickets for ...)".
    const title = /\/Title (\d+) 0 R/.exec(pdf.toString("latin1"))?.[1];
    expect(pdf.toString("latin1")).toContain(`${title} 0 obj\n(Tickets for Class of 1995 reunion)\n`);
    expect(pageCount(await ticketsPdf(order(tickets.slice(0, 1))))).toBe(1);
  });

  it("prints names outside Latin-1 without failing", async () => {
    const pdf = await ticketsPdf({
      ...order([{ holderName: "Zoë 王 👨‍👩‍👧", typeName: "Łódź pass", code: CODE, shortCode: "K7Q2M9XD" }]),
      buyerName: "Șerban 李",
    });
    expect(pageCount(pdf)).toBe(1);
  });

  it("is one readable page for an order without tickets", async () => {
    expect(pageCount(await ticketsPdf(order([])))).toBe(1);
  });
});

describe("PDF-safe text", () => {
  it("keeps what the standard fonts print and falls back to Latin letters or ?", () => {
    expect(pdfSafeText("Zoë Ñúñez – “Café”")).toBe("Zoë Ñúñez – “Café”");
    expect(pdfSafeText("Zoë 王")).toBe("Zoë ?");
    expect(pdfSafeText("Șerban Łukasz")).toBe("Serban Lukasz");
    expect(pdfSafeText("Zoe\u0308")).toBe("Zoë");
    expect(pdfSafeText("👨‍👩‍👧 family\tof\nthree")).toBe("? family of three");
    expect(pdfSafeText("19:00\u202F–\u202F23:30")).toBe("19:00 – 23:30");
  });
});
