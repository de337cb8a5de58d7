/**
 * A server-sent event stream held open while the component is mounted: `onMessage` gets the data of each
 * `event` frame. The browser would keep reconnecting a failed stream on its own; here a failure closes it
 * and the mode says "closed", so the caller falls back to reading now and then, which is steadier.
 */
import { useEffect, useRef, useState } from "react";

type EventStreamMode = "connecting" | "live" | "closed";

const supported = () => typeof EventSource === "function";

/** `path` null keeps the stream closed (nothing to follow yet). */
export function useEventStream(path: string | null, event: string, onMessage: (data: string) => void): EventStreamMode {
  // The mode belongs to the stream of one path: a new path starts out connecting.
  const [state, setState] = useState<{ path: string; mode: EventStreamMode } | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    if (path === null || !supported()) return;
    const source = new EventSource(path);
    const live = () =>
      setState((prev) => (prev?.path === path && prev.mode === "live" ? prev : { path, mode: "live" }));
    source.addEventListener("open", live);
    source.addEventListener(event, (message) => {
      live();
      const data = (message as MessageEvent<unknown>).data;
      if (typeof data === "string") handler.current(data);
    });
    source.addEventListener("error", () => {
      source.close();
      setState({ path, mode: "closed" });
    });
    return () => source.close();
  }, [path, event]);

  if (path === null || !supported()) return "closed";
  return state?.path === path ? state.mode : "connecting";
}
