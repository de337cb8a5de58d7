import { useEffect } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorToast } from "#client/lib/toast.ts";
import { errorMessage } from "./states.tsx";

/**
 * Raises the 'Error' toast with the server's message each time the query fails (the
 * session functions' failures read 'Failed to get session info', 'Failed to get sessions').
 */
export function useErrorToast(query: Pick<UseQueryResult, "isError" | "error" | "errorUpdatedAt">): void {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) errorToast(errorMessage(error));
    // errorUpdatedAt changes on every new failure, including a failed retry with the same message.
  }, [isError, error, errorUpdatedAt]);
}
