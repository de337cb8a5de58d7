import { Button } from "./button.tsx";

interface PaginationProps {
  /** The 1-based current page. */
  page: number;
  total: number;
  pageSize: number;
  /** The navigation landmark's name, e.g. "Event pages". */
  label: string;
  onPage: (page: number) => void;
}

/** "Showing 1–20 of 45" with Previous / Next for a list paged on the server; nothing when one page holds it all. */
export function Pagination({ page, total, pageSize, label, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="px-2 text-sm">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
