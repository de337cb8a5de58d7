/**
 * The state of one upload at a time: progress for the progress bar, the error to show under the
 * button, and cancelling (also when the page is left).
 */
import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api.ts";

export interface UploadState {
  /** 0..100 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  setError: (error: string | null) => void;
  /** Checks the file (`check` returns a problem or null), uploads it, and resolves true when it was saved. */
  start: (file: File, check: (file: File) => string | null) => Promise<boolean>;
  cancel: () => void;
}

export function useUpload<T>(
  send: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>,
  options: { field: string; failedMessage: string; onDone: (result: T) => void },
): UploadState {
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function start(file: File, check: (file: File) => string | null): Promise<boolean> {
    const problem = check(file);
    if (problem) {
      setError(problem);
      return false;
    }
    setError(null);
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const result = await send(file, setProgress, controller.signal);
      options.onDone(result);
      return true;
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return false;
      setError(
        failure instanceof ApiError ? (failure.fields?.[options.field] ?? failure.message) : options.failedMessage,
      );
      return false;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  }

  return { progress, error, setError, start, cancel: () => abortRef.current?.abort() };
}
