/**
 * What happens at the door, scan by scan: send the code, show and sound the answer, offer to undo the last
 * admission, and keep scans for later when there is no connection, syncing them when it comes back (the
 * `online` event and a timer, since that event is not reliable on every phone).
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TScanAnswer } from "#shared/tickets/schemas.ts";
import { ApiError } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { doorKeys, sendScan, undoScan } from "./api.ts";
import { doorStorage, readDeviceId } from "./door-storage.ts";
import {
  createOfflineQueue,
  isRetryable,
  issuesKey,
  queueKey,
  type QueuedScan,
  type SyncIssue,
} from "./offline-queue.ts";
import {
  describeAnswer,
  deviceLabel,
  failedDisplay,
  newNonce,
  offlineDisplay,
  type ScanDisplay,
} from "./scan-logic.ts";
import { signal } from "./sounds.ts";

const RECENT_MAX = 10;
/** How long an answer fills the screen unless the next scan or a tap replaces it. */
const ANSWER_SHOWN_MS = 3000;
const RETRY_MS = 10_000;

/** `waiting`: saved offline; `synced`: answered after a wait; `undone`: the admission was taken back. */
export type RecentState = "answered" | "waiting" | "synced" | "undone";

export interface RecentScan {
  /** The scan's nonce. */
  id: string;
  at: string;
  code: string;
  display: ScanDisplay;
  state: RecentState;
}

export interface Admission {
  scanId: string;
  nonce: string;
  holderName: string | null;
}

export interface ShownAnswer {
  id: string;
  display: ScanDisplay;
  admission: Admission | null;
}

function admissionOf(answer: TScanAnswer, nonce: string): Admission | null {
  if (answer.result !== "admitted" || !answer.undoable || !answer.scanId) return null;
  return { scanId: answer.scanId, nonce, holderName: answer.ticket?.holderName || null };
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Only a scan that never got an answer is kept for later: no network, or a server that cannot reach its
 * database. A refusal would be refused again, and a failing server would hold the whole queue up.
 */
const keepsForLater = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 503;

export function useDoorScanner({
  token,
  timeZone,
  staff,
  muted,
}: {
  token: string;
  timeZone: string;
  staff: string;
  muted: boolean;
}) {
  const queryClient = useQueryClient();
  // The page is keyed by token, so these are made once per door link.
  const [queue] = useState(() => createOfflineQueue(doorStorage(), token));
  const [device] = useState(() => deviceLabel(readDeviceId(), navigator.userAgent));
  const [waiting, setWaiting] = useState(() => queue.pending().length);
  const [issues, setIssues] = useState<SyncIssue[]>(() => queue.issues());
  const [recent, setRecent] = useState<RecentScan[]>([]);
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  const [lastAdmission, setLastAdmission] = useState<Admission | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [undoing, setUndoing] = useState(false);
  // Answers may arrive out of order; only the newest scan's answer takes the screen.
  const scansStarted = useRef(0);
  const newestShown = useRef(0);

  const refreshQueue = useCallback(() => {
    setWaiting(queue.pending().length);
    setIssues(queue.issues());
  }, [queue]);

  const refreshCounts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: doorKeys.view(token) }),
    [queryClient, token],
  );

  const remember = useCallback((entry: RecentScan) => {
    setRecent((list) => {
      const at = list.findIndex((item) => item.id === entry.id);
      // A synced scan keeps its place in the list; a new one goes on top.
      if (at >= 0) return list.map((item, index) => (index === at ? entry : item));
      return [entry, ...list].slice(0, RECENT_MAX);
    });
  }, []);

  const present = useCallback(
    (order: number, entry: RecentScan, admission: Admission | null) => {
      remember(entry);
      signal(entry.display.tone, muted);
      if (order < newestShown.current) return;
      newestShown.current = order;
      setShown({ id: entry.id, display: entry.display, admission });
    },
    [muted, remember],
  );

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), ANSWER_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const dismiss = useCallback(() => setShown(null), []);

  const scan = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      const order = ++scansStarted.current;
      const queued: QueuedScan = { code, nonce: newNonce(), staff, device, scannedAt: new Date().toISOString() };
      const entry = (display: ScanDisplay, state: RecentState): RecentScan => ({
        id: queued.nonce,
        at: queued.scannedAt,
        code,
        display,
        state,
      });

      const keepForLater = () => {
        if (!queue.add(queued)) {
          present(order, entry(failedDisplay("This device could not save the scan.", true), "answered"), null);
          return;
        }
        refreshQueue();
        present(order, entry(offlineDisplay(code), "waiting"), null);
      };

      if (!navigator.onLine) {
        keepForLater();
        return;
      }
      try {
        const answer = await sendScan(token, { code, nonce: queued.nonce, staff, device });
        const admission = admissionOf(answer, queued.nonce);
        if (admission) setLastAdmission(admission);
        present(order, entry(describeAnswer(answer, timeZone), "answered"), admission);
        refreshCounts();
      } catch (error) {
        if (isGone(error)) setRevoked(true);
        else if (keepsForLater(error)) keepForLater();
        else {
          const message = error instanceof Error ? error.message : "Something went wrong.";
          present(order, entry(failedDisplay(message, isRetryable(error)), "answered"), null);
        }
      }
    },
    [device, present, queue, refreshCounts, refreshQueue, staff, timeZone, token],
  );

  const sync = useCallback(async () => {
    if (queue.pending().length === 0) return;
    setSyncing(true);
    try {
      const report = await queue.sync(({ code, nonce, staff: by, device: from, scannedAt }) =>
        sendScan(token, { code, nonce, staff: by, device: from, scannedAt }),
      );
      for (const { scan: done, answer, issue } of report.outcomes) {
        const display = answer
          ? describeAnswer(answer, timeZone)
          : failedDisplay(issue?.detail ?? "The server refused this scan.", false);
        remember({ id: done.nonce, at: done.scannedAt, code: done.code, display, state: "synced" });
      }
      if (report.outcomes.some((outcome) => outcome.issue)) signal("warning", muted);
      // The counts follow, and a link replaced meanwhile shows as such.
      if (report.outcomes.length > 0) refreshCounts();
    } finally {
      refreshQueue();
      setSyncing(false);
    }
  }, [muted, queue, refreshCounts, refreshQueue, remember, timeZone, token]);

  const syncWhenOnline = useEffectEvent(() => {
    if (navigator.onLine) void sync();
  });
  const onStorage = useEffectEvent((event: StorageEvent) => {
    // Another tab of this door link changed the queue.
    if (event.key === queueKey(token) || event.key === issuesKey(token)) refreshQueue();
  });
  useEffect(() => {
    const trySync = () => syncWhenOnline();
    const storageChanged = (event: StorageEvent) => onStorage(event);
    trySync();
    window.addEventListener("online", trySync);
    window.addEventListener("storage", storageChanged);
    const timer = window.setInterval(trySync, RETRY_MS);
    return () => {
      window.removeEventListener("online", trySync);
      window.removeEventListener("storage", storageChanged);
      window.clearInterval(timer);
    };
  }, []);

  const undo = useCallback(async () => {
    const admission = lastAdmission;
    if (!admission || undoing) return;
    setUndoing(true);
    try {
      await undoScan(token, admission.scanId);
      setLastAdmission(null);
      setShown((current) => (current?.admission?.scanId === admission.scanId ? null : current));
      setRecent((list) => list.map((item) => (item.id === admission.nonce ? { ...item, state: "undone" } : item)));
      successToast("Check-in undone", `${admission.holderName ?? "This ticket"} can be scanned again.`);
      refreshCounts();
    } catch (error) {
      // A refusal (already undone, too late) will not change: stop offering it.
      if (error instanceof ApiError && error.isClientError) setLastAdmission(null);
      errorToast(error instanceof Error ? error.message : "The check-in could not be undone.");
    } finally {
      setUndoing(false);
    }
  }, [lastAdmission, refreshCounts, token, undoing]);

  const dismissIssue = useCallback(
    (nonce: string) => {
      queue.dismissIssue(nonce);
      refreshQueue();
    },
    [queue, refreshQueue],
  );
  const clearIssues = useCallback(() => {
    queue.clearIssues();
    refreshQueue();
  }, [queue, refreshQueue]);

  return {
    scan,
    shown,
    dismiss,
    recent,
    lastAdmission,
    undo,
    undoing,
    waiting,
    syncing,
    sync,
    issues,
    dismissIssue,
    clearIssues,
    revoked,
  };
}
