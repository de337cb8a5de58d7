/**
 * The door's words and rules that need no screen: what each answer says and how it looks, the time of an
 * earlier check-in in the event's zone, the camera's repeat filter, and how this device names itself. Its
 * times come from src/shared/date-format.ts (formatRecentTime, recentTimePhrase), like every other.
 */
import { recentTimePhrase } from "#shared/date-format.ts";
import type { TScanAnswer, TScanResult } from "#shared/tickets/schemas.ts";

/** `neutral`: the scan waits on this device; nobody knows yet whether the ticket is good. */
export type ScanTone = "good" | "warning" | "bad" | "neutral";

export interface ScanDisplay {
  tone: ScanTone;
  /** The big words. */
  title: string;
  /** The reason in the server's words, when the title does not already say it. */
  detail: string | null;
  holderName: string | null;
  typeName: string | null;
  /** Everything above in one sentence, for the screen reader. */
  announcement: string;
}

const RESULT_TITLES: Record<TScanResult, string> = {
  admitted: "Valid",
  already: "Already checked in",
  wrong_event: "Wrong event",
  wrong_list: "Not for this entrance",
  cancelled: "Cancelled ticket",
  unpaid: "Not paid",
  not_active: "Check-in is closed",
  unknown: "Unknown code",
};

const toneOf = (result: TScanResult): ScanTone =>
  result === "admitted" ? "good" : result === "already" ? "warning" : "bad";

/**
 * "Already checked in at 7:42 PM by Sam" ("on Fri, Jun 11 at 7:42 PM" on another day), in the event's zone
 * and in the words of every other time (src/shared/date-format.ts); the server's words when it sent no time.
 */
function alreadyText(answer: TScanAnswer, timeZone: string, now: Date = new Date()): string {
  const at = answer.firstCheckedInAt ? recentTimePhrase(answer.firstCheckedInAt, timeZone, now) : "";
  if (!at) return answer.message;
  const by = answer.firstCheckedInBy?.trim();
  return `Already checked in ${at}${by ? ` by ${by}` : ""}`;
}

function sentence(parts: Array<string | null>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(" ");
}

export function describeAnswer(answer: TScanAnswer, timeZone: string, now: Date = new Date()): ScanDisplay {
  const tone = toneOf(answer.result);
  const title = answer.result === "already" ? alreadyText(answer, timeZone, now) : RESULT_TITLES[answer.result];
  const detail =
    tone === "bad" && answer.message.trim() && answer.message.trim() !== title ? answer.message.trim() : null;
  const holderName = answer.ticket?.holderName || null;
  const typeName = answer.ticket?.typeName || null;
  return { tone, title, detail, holderName, typeName, announcement: sentence([title, detail, holderName, typeName]) };
}

export function offlineDisplay(code: string): ScanDisplay {
  const title = "Saved offline — will sync";
  const detail = `Code ${code} will be checked when the connection is back.`;
  return { tone: "neutral", title, detail, holderName: null, typeName: null, announcement: sentence([title, detail]) };
}

/** A scan the server did not answer with a result (it refused the request, or failed); `canRetry` asks for another scan. */
export function failedDisplay(message: string, canRetry: boolean): ScanDisplay {
  const title = "Not checked";
  const reason = message.trim().replace(/([^.!?])$/, "$1.");
  const detail = canRetry ? `${reason} Scan the code again.` : reason;
  return { tone: "bad", title, detail, holderName: null, typeName: null, announcement: sentence([title, detail]) };
}

/**
 * A camera sees the same code many times a second while it is held up: a code counts again only after it
 * was out of sight for `windowMs` (each sighting restarts the wait).
 */
export function createRepeatFilter(windowMs = 3000) {
  let last: { code: string; at: number } | null = null;
  return (code: string, now: number): boolean => {
    const repeat = last !== null && last.code === code && now - last.at < windowMs;
    last = { code, at: now };
    return !repeat;
  };
}

/** "Android Chrome", "iPhone Safari": enough for the organiser to tell scanners apart, nothing more. */
export function userAgentHint(userAgent: string): string {
  const platform = /iPhone/.test(userAgent)
    ? "iPhone"
    : /iPad/.test(userAgent)
      ? "iPad"
      : /Android/.test(userAgent)
        ? "Android"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Macintosh|Mac OS X/.test(userAgent)
              ? "Mac"
              : /Linux/.test(userAgent)
                ? "Linux"
                : "";
  const browser = /Edg[A-Za-z]*\//.test(userAgent)
    ? "Edge"
    : /SamsungBrowser/.test(userAgent)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS/.test(userAgent)
        ? "Firefox"
        : /Chrome\/|CriOS/.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "";
  return [platform, browser].filter(Boolean).join(" ") || "Browser";
}

/** The `device` of each scan (the schema allows 100 characters). */
export const deviceLabel = (deviceId: string, userAgent: string) =>
  `${deviceId} (${userAgentHint(userAgent)})`.slice(0, 100);

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** A random id for this device. */
export const newDeviceId = () => hex(crypto.getRandomValues(new Uint8Array(4)));

/**
 * crypto.randomUUID exists only on secure pages; a door opened over plain http on the local network still
 * needs nonces, so the fallback builds the same version-4 shape from getRandomValues.
 */
export function newNonce(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
