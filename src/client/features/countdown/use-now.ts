import { useEffect, useState } from "react";

/** The current time, renewed on every whole interval (each second by default), so all digits turn together. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        intervalMs - (Date.now() % intervalMs),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
