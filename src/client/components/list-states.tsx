/**
 * What list pages show around their rows besides the empty state (empty-state.tsx): the "nothing
 * matches" state with Clear filters, each row's View / Edit / Delete, the loading skeleton, the page
 * of results with its count and pager, and the labelled selects of the filters.
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Eye, Pencil, Trash2, type LucideIcon } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";

/** The filters hide every row: say so, and offer to clear them. `items` is the plural ("events"). */
export function NoMatches({ icon, items, onClear }: { icon: LucideIcon; items: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={icon}
      title={`No ${items} match`}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      Try another search, or clear the filters to see all {items}.
    </EmptyState>
  );
}

/** A row's View, Edit and Delete, each naming the row for screen readers. */
export function RowActions({
  name,
  viewTo,
  editTo,
  onDelete,
  children,
  className,
}: {
  name: string;
  viewTo: string;
  editTo: string;
  onDelete: () => void;
  /** More actions, between Edit and Delete. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button asChild variant="outline" size="sm">
        <Link to={viewTo} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" />
          View
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={editTo} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {children}
      <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

/** Rows of grey bars while a list loads; `label` names what is loading. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      <Card className="divide-y">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} aria-hidden="true" className="space-y-3 p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="h-5 w-48 max-w-[60%]" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </Card>
    </div>
  );
}

/**
 * A page of results: the count (announced as it changes), the rows in one card (dimmed while the next
 * page loads over them) and the pager. `nouns` is [one, many]: ["activity", "activities"].
 */
export function ListResults({
  title,
  nouns,
  total,
  filtered,
  stale,
  page,
  pageSize,
  onPage,
  children,
}: {
  title: string;
  nouns: [string, string];
  total: number;
  filtered: boolean;
  stale: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={stale || undefined} className="space-y-4">
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} {total === 1 ? nouns[0] : nouns[1]}
        {filtered ? " match" : ""}
      </p>
      <Card className={stale ? "opacity-70 transition-opacity" : undefined}>
        <ul className="divide-y">{children}</ul>
      </Card>
      <Pagination label={`${title} pages`} page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </section>
  );
}

/** A labelled select of a list's filters or sort order. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
