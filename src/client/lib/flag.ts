import { useSyncExternalStore } from "react";

type Listener = () => void;

/** A tiny observable flag shared by every component (read it in React with useFlag). */
export function createFlag(initial: boolean) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type Flag = ReturnType<typeof createFlag>;

export function useFlag(flag: Flag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => false);
}
