import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createMailer } from "./service.ts";
import { ticketsMail, type TicketsMailInput } from "./templates.ts";

const CODES = ["7Q2M-4ZK9-D1XH-3B8R-0VNC-WTYE-5G", "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23"];

function order(status: TicketsMailInput["status"]): TicketsMailInput {
  return {
    event: {
      name: "Class of 1995 reunion",
      whenText: "Saturday 12 June 2027, 19:00 to 23:30 (Europe/Amsterdam)",
      placeText: "The Old Gym, Leiden",
    },
    buyerName: "<b>Al</b>",
    orderReference: "GX7-42KD",
    status,
    paymentInstructions: "Transfer the amount to NL00 BANK 0123 4567 89, mentioning GX7-42KD.",
    confirmationUrl: "https://gatherly.example/ticket-confirmation?order=secret-token",
    tickets: [
      {
        holderName: "<b>Al</b>",
        typeName: "Dinner and party",
        code: CODES[0]!,
        shortCode: "K7Q2-M9XD",
        qrCid: "qr-1@gatherly",
      },
      { holderName: "Zoë 王", typeName: "Party only", code: CODES[1]!, shortCode: "4RTW-8HNP", qrCid: "qr-2@gatherly" },
    ],
  };
}

describe("tickets mail", () => {
  it("carries each ticket's code and inline QR image, with the names escaped", () => {
    const mail = ticketsMail(order("paid"));
    expect(mail.kind).toBe("tickets");
    expect(mail.subject).toBe("Your tickets for Class of 1995 reunion");
    expect(mail.html).toContain("Hi &lt;b&gt;Al&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Al</b>");
    expect(mail.html).toContain('<img src="cid:qr-1@gatherly"');
    expect(mail.html).toContain('<img src="cid:qr-2@gatherly"');
    expect(mail.html).toContain(CODES[0]);
    expect(mail.html).toContain('href="https://gatherly.example/ticket-confirmation?order=secret-token"');
    expect(mail.html).toContain("View your tickets");
    for (const code of CODES) expect(mail.text).toContain(code);
    // The short code door staff type when the QR will not scan, on each ticket.
    expect(mail.text).toContain("Short code K7Q2-M9XD");
    expect(mail.html).toContain("Short code 4RTW-8HNP");
    expect(mail.text).toContain("View your tickets: https://gatherly.example/ticket-confirmation?order=secret-token");
    expect(mail.text).toContain("Zoë 王");
    expect(mail.text).toContain("Order GX7-42KD");
  });

  it("leaves the image out of a ticket without one", () => {
    const input = order("paid");
    const mail = ticketsMail({ ...input, tickets: input.tickets.map((ticket) => ({ ...ticket, qrCid: null })) });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain(CODES[1]);
  });

  it("explains a pending order's payment and shows no codes yet", () => {
    const mail = ticketsMail(order("pending"));
    expect(mail.subject).toBe("Your order for Class of 1995 reunion: awaiting payment");
    expect(mail.text).toContain("once the organiser confirms your payment");
    expect(mail.text).toContain("Transfer the amount to NL00 BANK 0123 4567 89");
    expect(mail.html).toContain("Transfer the amount to NL00 BANK 0123 4567 89");
    expect(mail.text).toContain("https://gatherly.example/ticket-confirmation?order=secret-token");
    for (const code of [...CODES, "K7Q2-M9XD", "4RTW-8HNP"]) {
      expect(mail.text).not.toContain(code);
      expect(mail.html).not.toContain(code);
    }
    expect(mail.html).not.toContain("cid:");
  });
});

describe("SMTP mailer", () => {
  let server: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends attachments, inline ones under their content id", async () => {
    const { port } = server.server.address() as AddressInfo;
    const log = { info: () => {}, error: () => {} };
    // The SMTP mailer never touches the database.
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Gatherly <no-reply@gatherly.example>",
      db: {} as Db,
      log,
    });
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    await mailer.send("al@example.com", {
      ...ticketsMail(order("paid")),
      attachments: [
        { filename: "ticket-1.png", content: png, contentType: "image/png", cid: "qr-1@gatherly" },
        { filename: "tickets.pdf", content: Buffer.from("%PDF-1.3\n"), contentType: "application/pdf" },
      ],
    });
    mailer.close();
    const raw = received.at(-1)!;
    expect(raw).toContain("multipart/related");
    expect(raw).toMatch(/Content-Type: image\/png; name=ticket-1\.png\r\nContent-ID: <qr-1@gatherly>/);
    expect(raw).toMatch(
      /Content-Type: application\/pdf; name=tickets\.pdf\r\n[\s\S]*?Content-Disposition: attachment; filename=tickets\.pdf/,
    );
    expect(raw).toContain(png.toString("base64"));
  });
});
