/** Words and dates for tasks, shared by the list and the board. */
import { shiftDay } from "#client/lib/calendar-day.ts";
import { formatDay } from "#shared/date-format.ts";
import type { TaskPriority, TTask, TTaskAssignee } from "#shared/tasks/schemas.ts";

export const PRIORITY_LABEL: Record<TaskPriority, string> = { high: "High", medium: "Medium", low: "Low" };
export const PRIORITY_VARIANT = { high: "destructive", medium: "warning", low: "neutral" } as const;

type DueState = "overdue" | "today" | "soon" | "later" | "none";

export function dueState(task: Pick<TTask, "dueDate" | "done">, today: string): DueState {
  if (!task.dueDate || task.done) return task.dueDate ? "later" : "none";
  if (task.dueDate < today) return "overdue";
  if (task.dueDate === today) return "today";
  return task.dueDate <= shiftDay(today, 7) ? "soon" : "later";
}

export function dueText(task: Pick<TTask, "dueDate" | "done">, today: string): string | null {
  if (!task.dueDate) return null;
  const state = dueState(task, today);
  if (state === "overdue") return `Overdue · ${formatDay(task.dueDate)}`;
  if (state === "today") return "Due today";
  return `Due ${formatDay(task.dueDate)}`;
}

export function assigneeName(assignees: TTaskAssignee[], id: string | null): string | null {
  if (!id) return null;
  return assignees.find((a) => a.id === id)?.name ?? "Someone no longer in the event";
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** Labels typed as "venue, money" into a list, each once. */
export function parseLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}
