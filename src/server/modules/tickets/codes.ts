/**
 * Secrets and references: ticket codes (what the QR holds), link tokens and order references.
 * Codes use Crockford base32 so a code read out or typed at the door survives the usual slips:
 * case does not matter, dashes and spaces are ignored, O reads as 0 and I or L as 1.
 */
import { randomBytes } from "node:crypto";
import { TICKET_CODE_LENGTH, TICKET_SHORT_CODE_LENGTH } from "#shared/tickets/schemas.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function base32(bytes: Buffer, length: number): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** 26 characters, 130 random bits. */
export function newTicketCode(): string {
  return base32(randomBytes(17), TICKET_CODE_LENGTH);
}

/**
 * 8 characters, 40 random bits: what door staff type when the camera fails. Unique within the event (the
 * database's index; a clash is drawn again), and not a secret (ADR 025).
 */
export function newShortCode(): string {
  return base32(randomBytes(5), TICKET_SHORT_CODE_LENGTH);
}

/** A link secret: 128 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(16).toString("base64url");
}

/** "A7K2-9QX3": short enough to read out on the phone; not a secret (the access token is). */
export function newOrderReference(): string {
  const code = base32(randomBytes(5), 8);
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A code of `length` as stored, from whatever a scanner or a person typed; null when it cannot be one. */
function normalised(input: string, length: number): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (cleaned.length !== length) return null;
  for (const char of cleaned) if (!ALPHABET.includes(char)) return null;
  return cleaned;
}

/** The code as stored, from whatever a scanner or a person typed; null when it cannot be a code. */
export const normaliseTicketCode = (input: string): string | null => normalised(input, TICKET_CODE_LENGTH);

/** The short code as stored ("k7q2 m9xd" -> "K7Q2M9XD"); null when it cannot be one. */
export const normaliseShortCode = (input: string): string | null => normalised(input, TICKET_SHORT_CODE_LENGTH);
