/**
 * Scans the door could not send (no network) wait here, on the device, until the connection is back. Each
 * keeps the nonce and the time it was made, so a resend is answered like the first try and the server can
 * tell an offline admission that met another one (ADR 018). What staff must look at after a sync (a ticket
 * admitted twice, a code that was not valid, a scan the server refused) is kept too, until they dismiss it.
 * No React and no browser globals: storage comes in, so the rules are tested on their own.
 */
import type { TScanAnswer } from "#shared/tickets/schemas.ts";
import { ApiError } from "#client/lib/api.ts";

/** The part of the Web Storage interface the queue needs (localStorage, or memory when that is refused). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueuedScan {
  code: string;
  nonce: string;
  staff: string;
  device: string;
  /** When the scan was made, not when it reached the server. */
  scannedAt: string;
}

/**
 * `twice`: the server already had an admission for this ticket (another device, or this one twice);
 * `not-admitted`: the ticket would not have been let in (unknown, cancelled, ...);
 * `refused`: the server refused the scan itself (the door link was replaced, the code was too long).
 */
export type SyncIssueKind = "twice" | "not-admitted" | "refused";

export interface SyncIssue {
  nonce: string;
  code: string;
  scannedAt: string;
  kind: SyncIssueKind;
  holderName: string | null;
  /** The server's words. */
  detail: string;
}

interface SyncOutcome {
  scan: QueuedScan;
  /** Null when the server refused the scan (4xx). */
  answer: TScanAnswer | null;
  issue: SyncIssue | null;
}

interface SyncReport {
  outcomes: SyncOutcome[];
  /** Scans still waiting after this run. */
  waiting: number;
  /** The network (or a busy server) stopped the run; the scans from that one on wait for the next. */
  stoppedBy: unknown;
}

export type SendScan = (scan: QueuedScan) => Promise<TScanAnswer>;

export const queueKey = (token: string) => `gatherly.door.queue.${token}`;
export const issuesKey = (token: string) => `gatherly.door.issues.${token}`;

/** Worth another try later: no answer at all, a server error, or "slow down". Any other 4xx never changes. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 408 || error.status === 429) return true;
  return !error.isClientError;
}

/** What the server's answer to an offline scan asks of staff, if anything. */
function issueFor(scan: QueuedScan, answer: TScanAnswer): SyncIssue | null {
  if (answer.result === "admitted" && !answer.conflict) return null;
  return {
    nonce: scan.nonce,
    code: scan.code,
    scannedAt: scan.scannedAt,
    kind: answer.conflict || answer.result === "already" ? "twice" : "not-admitted",
    holderName: answer.ticket?.holderName || null,
    detail: answer.message,
  };
}

export function issueText(issue: SyncIssue): string {
  const who = issue.holderName ?? `code ${issue.code}`;
  switch (issue.kind) {
    case "twice":
      return `Admitted twice while offline: ${who} — check this person`;
    case "not-admitted":
      return `Scanned offline but not valid: ${who} — ${issue.detail}`;
    case "refused":
      return `Not checked: ${who} — ${issue.detail}`;
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

function isQueuedScan(value: unknown): value is QueuedScan {
  if (!value || typeof value !== "object") return false;
  const scan = value as Record<string, unknown>;
  return isText(scan.code) && isText(scan.nonce) && isText(scan.staff) && isText(scan.device) && isText(scan.scannedAt);
}

function isSyncIssue(value: unknown): value is SyncIssue {
  if (!value || typeof value !== "object") return false;
  const issue = value as Record<string, unknown>;
  return (
    isText(issue.nonce) &&
    isText(issue.code) &&
    isText(issue.scannedAt) &&
    (issue.kind === "twice" || issue.kind === "not-admitted" || issue.kind === "refused") &&
    (issue.holderName === null || isText(issue.holderName)) &&
    isText(issue.detail)
  );
}

/** A list kept as JSON; anything unreadable (another version, a hand edit) reads as empty rather than failing the page. */
function readList<T>(storage: QueueStorage, key: string, isItem: (value: unknown) => value is T): T[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

function writeList(storage: QueueStorage, key: string, items: readonly unknown[]): boolean {
  try {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

interface OfflineQueue {
  pending(): QueuedScan[];
  /** False when the device would not store it (storage full or refused). */
  add(scan: QueuedScan): boolean;
  issues(): SyncIssue[];
  dismissIssue(nonce: string): void;
  clearIssues(): void;
  /**
   * Sends the waiting scans oldest first, one at a time. A call while a run is going joins that run, so the
   * `online` event and the retry timer never send a scan twice at once.
   */
  sync(send: SendScan): Promise<SyncReport>;
}

/** One door link's queue. Every call reads storage afresh, so scans added during a run are sent in the same run. */
export function createOfflineQueue(storage: QueueStorage, token: string): OfflineQueue {
  const scansKey = queueKey(token);
  const issueKey = issuesKey(token);
  const pending = () => readList(storage, scansKey, isQueuedScan);
  const issues = () => readList(storage, issueKey, isSyncIssue);
  const remove = (nonce: string) =>
    writeList(
      storage,
      scansKey,
      pending().filter((scan) => scan.nonce !== nonce),
    );
  const addIssue = (issue: SyncIssue) =>
    writeList(storage, issueKey, [...issues().filter((i) => i.nonce !== issue.nonce), issue]);

  async function run(send: SendScan): Promise<SyncReport> {
    const outcomes: SyncOutcome[] = [];
    // A scan is tried once per run, even if storage would not let it be removed.
    const tried = new Set<string>();
    for (;;) {
      const scan = pending().find((candidate) => !tried.has(candidate.nonce));
      if (!scan) break;
      tried.add(scan.nonce);
      let answer: TScanAnswer;
      try {
        answer = await send(scan);
      } catch (error) {
        if (isRetryable(error)) return { outcomes, waiting: pending().length, stoppedBy: error };
        const issue: SyncIssue = {
          nonce: scan.nonce,
          code: scan.code,
          scannedAt: scan.scannedAt,
          kind: "refused",
          holderName: null,
          detail: error instanceof Error && error.message ? error.message : "The server refused this scan.",
        };
        remove(scan.nonce);
        addIssue(issue);
        outcomes.push({ scan, answer: null, issue });
        continue;
      }
      remove(scan.nonce);
      const issue = issueFor(scan, answer);
      if (issue) addIssue(issue);
      outcomes.push({ scan, answer, issue });
    }
    return { outcomes, waiting: pending().length, stoppedBy: null };
  }

  let running: Promise<SyncReport> | null = null;

  return {
    pending,
    add(scan) {
      const scans = pending();
      if (scans.some((queued) => queued.nonce === scan.nonce)) return true;
      return writeList(storage, scansKey, [...scans, scan]);
    },
    issues,
    dismissIssue(nonce) {
      writeList(
        storage,
        issueKey,
        issues().filter((issue) => issue.nonce !== nonce),
      );
    },
    clearIssues() {
      writeList(storage, issueKey, []);
    },
    sync(send) {
      running ??= run(send).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** Storage that lasts as long as the page: the fallback when the browser refuses localStorage (private mode). */
export function createMemoryStorage(): QueueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
