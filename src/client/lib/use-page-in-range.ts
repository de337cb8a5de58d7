import { useEffect } from "react";

/**
 * A list paged on the server: when the page asked for is past the end (its last row was just deleted,
 * or a shared link points too far), step back to the last real page.
 */
export function usePageInRange(options: {
  page: number;
  /** Rows on the current page and the list's total; undefined while loading. */
  shown: number | undefined;
  total: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
}): void {
  const { page, shown, total, pageSize, onPage } = options;
  useEffect(() => {
    if (shown === 0 && total !== undefined && total > 0 && page > 1) onPage(Math.ceil(total / pageSize));
  });
}
