/**
 * A page of rows shown two ways: a table on wide screens and one card per row on phones, the same facts and
 * the same actions in both. The rows dim while the next page loads in their place.
 */
import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

export function ResponsiveRows({ stale, children }: { stale: boolean; children: ReactNode }) {
  return <div className={cn("transition-opacity", stale && "opacity-60")}>{children}</div>;
}

export interface TableColumn {
  label: ReactNode;
  align?: "right";
  className?: string;
}

/** The wide screens' table: `columns` head it, a last one holds each row's actions; the rows are the children. */
export function WideTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-surface shadow-soft md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn(
                  index === 0 ? "px-4" : "px-3",
                  "py-3 font-medium",
                  column.align === "right" && "text-right",
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** A phone card's facts, label beside value; the children are CardFact pairs. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>;
}

export function CardFact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}
