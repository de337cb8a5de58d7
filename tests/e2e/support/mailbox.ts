/**
 * The browser tests' inbox: a real SMTP server on loopback (smtp-server) that writes every
 * message it receives to a folder, one JSON file per message.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

interface StoredMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

export function startSmtpSink(port: number, folder: string): Promise<SMTPServer> {
  mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: new Date().toISOString(),
        };
        // Written under another name and renamed, so a reader polling the folder never sees half a
        // message (a mail with a PDF attachment takes long enough to write for that to happen).
        const file = path.join(folder, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function mailsTo(folder: string, address: string): StoredMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a mail to `address` whose text contains `marker`, and returns the first link carrying it. */
export async function waitForLink(
  folder: string,
  address: string,
  marker: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of mailsTo(folder, address).reverse()) {
      const text = decodeQuotedPrintable(mail.raw);
      const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(marker));
      if (link) return link.replaceAll("&amp;", "&");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a ${marker} link reached ${address}`);
}
