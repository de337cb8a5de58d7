/** The priority and due date of a task, the same on the board's cards and in the task list. */
import { CalendarClock, Flag } from "lucide-react";
import type { TTask } from "#shared/tasks/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { dueState, dueText, PRIORITY_LABEL, PRIORITY_VARIANT } from "./task-format.ts";

export function PriorityBadge({ priority }: { priority: TTask["priority"] }) {
  return (
    <Badge variant={PRIORITY_VARIANT[priority]}>
      <Flag aria-hidden="true" />
      {PRIORITY_LABEL[priority]}
    </Badge>
  );
}

/** Nothing when the task has no due date; red once it is due today or late. */
export function DueLabel({
  task,
  today,
  iconClassName,
}: {
  task: Pick<TTask, "dueDate" | "done">;
  today: string;
  iconClassName: string;
}) {
  const due = dueText(task, today);
  if (!due) return null;
  const state = dueState(task, today);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        (state === "overdue" || state === "today") && "font-medium text-destructive",
      )}
    >
      <CalendarClock aria-hidden="true" className={iconClassName} />
      {due}
    </span>
  );
}
