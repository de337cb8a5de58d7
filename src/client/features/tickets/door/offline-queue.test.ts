import { describe, expect, it } from "vitest";
import type { TScanAnswer } from "#shared/tickets/schemas.ts";
import { ApiError } from "#client/lib/api.ts";
import {
  createMemoryStorage,
  createOfflineQueue,
  issueText,
  isRetryable,
  queueKey,
  type QueuedScan,
  type SendScan,
} from "./offline-queue.ts";

const scan = (n: number): QueuedScan => ({
  code: `CODE-${n}`,
  nonce: `nonce-000${n}`,
  staff: "Sam",
  device: "a1b2c3d4 (Android Chrome)",
  scannedAt: `2026-06-12T19:0${n}:00.000Z`,
});

const answer = (result: TScanAnswer["result"], extra: Partial<TScanAnswer> = {}): TScanAnswer => ({
  scanId: result === "admitted" ? "scan-1" : null,
  result,
  message: result === "admitted" ? "Valid" : `Answer: ${result}`,
  ticket: { holderName: "Ana Lima", typeName: "General", reference: "A7K2-9QX3" },
  firstCheckedInAt: null,
  firstCheckedInBy: null,
  conflict: false,
  undoable: result === "admitted",
  ...extra,
});

const offline = () =>
  new ApiError(0, "NETWORK_ERROR", "Could not reach Gatherly. Check your connection and try again.");

/** A server that answers from a script and records what it was sent. */
function server(script: Array<TScanAnswer | Error>) {
  const sent: QueuedScan[] = [];
  const send: SendScan = async (queued) => {
    sent.push(queued);
    const next = script.shift();
    if (!next) throw new Error("nothing scripted");
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, send };
}

describe("the offline queue", () => {
  it("keeps scans per door link in storage, in the order they were made", () => {
    const storage = createMemoryStorage();
    const queue = createOfflineQueue(storage, "door-a");
    expect(queue.add(scan(1))).toBe(true);
    expect(queue.add(scan(2))).toBe(true);
    // The same scan queued twice (a retry of the retry) is kept once.
    expect(queue.add(scan(1))).toBe(true);

    expect(
      createOfflineQueue(storage, "door-a")
        .pending()
        .map((s) => s.nonce),
    ).toEqual(["nonce-0001", "nonce-0002"]);
    expect(createOfflineQueue(storage, "door-b").pending()).toEqual([]);
  });

  it("reads unreadable storage as empty and says so when the device will not store a scan", () => {
    const storage = createMemoryStorage();
    storage.setItem(queueKey("door-a"), "{not json");
    expect(createOfflineQueue(storage, "door-a").pending()).toEqual([]);
    storage.setItem(queueKey("door-a"), JSON.stringify([scan(1), { code: 42 }]));
    expect(createOfflineQueue(storage, "door-a").pending()).toEqual([scan(1)]);

    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(createOfflineQueue(full, "door-a").add(scan(1))).toBe(false);
  });

  it("sends scans oldest first with the same nonce and scan time, and admitted ones just leave", async () => {
    const queue = createOfflineQueue(createMemoryStorage(), "door-a");
    queue.add(scan(1));
    queue.add(scan(2));
    const { sent, send } = server([answer("admitted"), answer("admitted")]);

    const report = await queue.sync(send);

    expect(sent).toEqual([scan(1), scan(2)]);
    expect(report.outcomes.map((o) => o.answer?.result)).toEqual(["admitted", "admitted"]);
    expect(report).toMatchObject({ waiting: 0, stoppedBy: null });
    expect(queue.pending()).toEqual([]);
    expect(queue.issues()).toEqual([]);
  });

  it("lists a ticket admitted twice while offline, whether the server calls it a conflict or already", async () => {
    const queue = createOfflineQueue(createMemoryStorage(), "door-a");
    queue.add(scan(1));
    queue.add(scan(2));
    queue.add(scan(3));
    const { send } = server([
      answer("already", { conflict: true, message: "Already checked in at 7:01 PM by Kim" }),
      answer("already", { ticket: { holderName: "Ben Ode", typeName: "VIP", reference: "B" } }),
      answer("unknown", { ticket: null, message: "This code is not a ticket of this event" }),
    ]);

    const report = await queue.sync(send);

    expect(report.outcomes.map((o) => o.issue?.kind)).toEqual(["twice", "twice", "not-admitted"]);
    expect(queue.pending()).toEqual([]);
    expect(queue.issues().map(issueText)).toEqual([
      "Admitted twice while offline: Ana Lima — check this person",
      "Admitted twice while offline: Ben Ode — check this person",
      "Scanned offline but not valid: code CODE-3 — This code is not a ticket of this event",
    ]);

    queue.dismissIssue("nonce-0002");
    expect(queue.issues().map((i) => i.nonce)).toEqual(["nonce-0001", "nonce-0003"]);
    queue.clearIssues();
    expect(queue.issues()).toEqual([]);
  });

  it("stops at a network error and resumes from the same scan later", async () => {
    const queue = createOfflineQueue(createMemoryStorage(), "door-a");
    queue.add(scan(1));
    queue.add(scan(2));
    queue.add(scan(3));

    const first = server([answer("admitted"), offline()]);
    const report = await queue.sync(first.send);
    expect(first.sent.map((s) => s.nonce)).toEqual(["nonce-0001", "nonce-0002"]);
    expect(report.waiting).toBe(2);
    expect(report.stoppedBy).toBeInstanceOf(ApiError);
    expect(queue.pending().map((s) => s.nonce)).toEqual(["nonce-0002", "nonce-0003"]);

    const second = server([answer("admitted"), answer("admitted")]);
    await queue.sync(second.send);
    expect(second.sent).toEqual([scan(2), scan(3)]);
    expect(queue.pending()).toEqual([]);
  });

  it("drops a scan the server refuses (4xx) with its answer listed, and keeps one the server could not take yet", async () => {
    const queue = createOfflineQueue(createMemoryStorage(), "door-a");
    queue.add(scan(1));
    queue.add(scan(2));
    queue.add(scan(3));
    const { sent, send } = server([
      new ApiError(400, "VALIDATION", "Code is too long"),
      answer("admitted"),
      new ApiError(503, "SERVICE_UNAVAILABLE", "Try again in a moment"),
    ]);

    const report = await queue.sync(send);

    expect(sent.map((s) => s.nonce)).toEqual(["nonce-0001", "nonce-0002", "nonce-0003"]);
    expect(report.outcomes.map((o) => o.issue?.kind ?? o.answer?.result)).toEqual(["refused", "admitted"]);
    expect(queue.pending().map((s) => s.nonce)).toEqual(["nonce-0003"]);
    expect(queue.issues().map(issueText)).toEqual(["Not checked: code CODE-1 — Code is too long"]);
  });

  it("retries what may change (no answer, server errors, slow down) and never what will not", () => {
    expect(isRetryable(offline())).toBe(true);
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(500, "INTERNAL", "x"))).toBe(true);
    expect(isRetryable(new ApiError(429, "RATE_LIMITED", "x"))).toBe(true);
    expect(isRetryable(new ApiError(404, "NOT_FOUND", "x"))).toBe(false);
    expect(isRetryable(new ApiError(400, "VALIDATION", "x"))).toBe(false);
  });

  it("joins a run already going instead of sending twice, and sends scans added during the run", async () => {
    const queue = createOfflineQueue(createMemoryStorage(), "door-a");
    queue.add(scan(1));
    const sent: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send: SendScan = async (queued) => {
      sent.push(queued.nonce);
      await gate;
      return answer("admitted");
    };

    const first = queue.sync(send);
    const second = queue.sync(send);
    expect(second).toBe(first);
    queue.add(scan(2));
    release();

    const report = await first;
    expect(sent).toEqual(["nonce-0001", "nonce-0002"]);
    expect(report.outcomes).toHaveLength(2);
    expect(queue.pending()).toEqual([]);

    // Once finished, the next call starts a new run.
    queue.add(scan(3));
    await queue.sync(send);
    expect(sent).toEqual(["nonce-0001", "nonce-0002", "nonce-0003"]);
  });
});
