/**
 * The idempotency key of the order being filled in. A press of the button after a network error sends the
 * same key, so when the first request did reach the server the buyer gets that order back instead of a
 * second one. It is kept in sessionStorage too, so reloading the page after such an error still sends it.
 * Only an order that went through makes room for a new key.
 */
import { useMemo, useRef } from "react";

const storageKey = (token: string) => `gatherly:ticket-order-key:${token}`;

/** The server takes 8 to 100 characters; anything else found in storage is not ours. */
const usable = (key: string | null): key is string => key !== null && key.length >= 8 && key.length <= 100;

function newOrderKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a shop opened over plain http on a local network still gets 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Storage may be switched off or full (private windows): the key then lives in the page alone.
function readStored(token: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(token));
  } catch {
    return null;
  }
}

function writeStored(token: string, key: string | null) {
  try {
    if (key === null) sessionStorage.removeItem(storageKey(token));
    else sessionStorage.setItem(storageKey(token), key);
  } catch {
    // The key in the ref still covers retries from this page.
  }
}

interface OrderKey {
  /** The key to send now: the one of the order in progress, made on the first call. */
  current: () => string;
  /** After an order went through: the next order gets a key of its own. */
  renew: () => void;
}

export function useOrderKey(token: string): OrderKey {
  const ref = useRef<{ token: string; key: string } | null>(null);
  return useMemo(
    () => ({
      current() {
        if (ref.current?.token === token) return ref.current.key;
        const stored = readStored(token);
        const key = usable(stored) ? stored : newOrderKey();
        ref.current = { token, key };
        writeStored(token, key);
        return key;
      },
      renew() {
        ref.current = null;
        writeStored(token, null);
      },
    }),
    [token],
  );
}
