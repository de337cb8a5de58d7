import { useState } from "react";

/** Open/closed state for a dialog that acts on one item at a time (delete this row, rename that one). */
export function useTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return { target, open: (item: T) => setTarget(item), close: () => setTarget(null) };
}
