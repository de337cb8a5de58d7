/**
 * The signed-in session as the whole app reads it, without the better-auth client: that client (and its
 * fetch and store libraries) is only needed by the pages that sign people in or change their account, so it
 * is loaded with them and the first page load stays small (docs/performance.md). The answer comes from
 * better-auth's own get-session (a library route, not a contract's), as its client would ask.
 *
 * Like better-auth's useSession it asks once at start (as soon as this module loads), again when the tab
 * becomes visible, and whenever refreshSession() is called (after sign-in, sign-out and account changes;
 * auth-client.ts calls it after every auth action that changes the session). Other tabs hear about a change
 * through a BroadcastChannel.
 */
import { AUTH_LIBRARY_PATHS, authLibraryUrl } from "#shared/auth/library-paths.ts";
import type { AuthSession } from "./auth-client.ts";

interface SessionState {
  data: AuthSession | null;
  /** True until the first answer has arrived. */
  isPending: boolean;
}

const SESSION_URL = authLibraryUrl(AUTH_LIBRARY_PATHS.getSession);
/** A tab coming back into view asks again, but not more often than this. */
const VISIBLE_REFETCH_MIN_MS = 5_000;
const CHANNEL_NAME = "gatherly-session";

let state: SessionState = { data: null, isPending: true };
const listeners = new Set<() => void>();
let latestRequest = 0;
let lastFetchedAt = 0;
let started = false;

function setState(next: SessionState): void {
  const same = JSON.stringify(next) === JSON.stringify(state);
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

function validSession(body: unknown): AuthSession | null {
  const value = body as { user?: unknown; session?: unknown } | null;
  return value && typeof value === "object" && value.user && value.session ? (value as AuthSession) : null;
}

/** The newest session request: an older one that finishes later answers with the newest one's result. */
let latestFetch: Promise<boolean> = Promise.resolve(false);

function fetchSession(): Promise<boolean> {
  const request = ++latestRequest;
  lastFetchedAt = Date.now();
  const run = (async (): Promise<boolean> => {
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(SESSION_URL, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      status = response.status;
      // Always read the body, also of an answer we will not use: an unread body keeps the request open in
      // the browser, and the page never counts as idle.
      body = await response.json().catch(() => null);
    } catch {
      status = 0;
    }
    if (request !== latestRequest) return latestFetch;
    if (status === 401) {
      setState({ data: null, isPending: false });
      return false;
    }
    if (status < 200 || status >= 300) {
      // A failed check keeps what we knew (as better-auth's client does) rather than signing the visitor out.
      setState({ data: state.data, isPending: false });
      return state.data !== null;
    }
    const data = validSession(body);
    setState({ data, isPending: false });
    return data !== null;
  })();
  latestFetch = run;
  return run;
}

let channel: BroadcastChannel | undefined;

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  void fetchSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - lastFetchedAt > VISIBLE_REFETCH_MIN_MS)
      void fetchSession();
  });
  if (typeof BroadcastChannel === "function") {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.addEventListener("message", () => void fetchSession());
  }
}

// Asked as soon as the app's code runs, before the router starts the page's downloads: every signed-in page
// waits for this answer, and a request issued first is not queued behind them.
start();

export function subscribeSession(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function sessionSnapshot(): SessionState {
  return state;
}

/**
 * Whether someone is signed in, once the first answer is in (asking now if nobody has yet): the router uses
 * it to start a signed-in page's data as soon as the session is known, not after the page has rendered.
 */
export function whenSessionKnown(): Promise<boolean> {
  start();
  if (!state.isPending) return Promise.resolve(state.data !== null);
  return new Promise((resolve) => {
    const listener = () => {
      if (state.isPending) return;
      listeners.delete(listener);
      resolve(state.data !== null);
    };
    listeners.add(listener);
  });
}

/**
 * Asks the server for the session again, tells the other tabs to do the same, and reports whether someone
 * is signed in. Used after sign-in and on the pages auth emails return to, so the next page sees the new
 * session straight away.
 */
export async function refreshSession(): Promise<boolean> {
  start();
  channel?.postMessage("changed");
  return fetchSession();
}
