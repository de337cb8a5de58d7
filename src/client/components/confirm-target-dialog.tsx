/**
 * The question of an action on one item of a list (useConfirmedAction): open while it holds an item, busy
 * while the action runs, and showing why it failed.
 */
import { ConfirmDialog, type ConfirmDialogProps } from "#client/components/ui/confirm-dialog.tsx";
import type { ConfirmedAction } from "#client/lib/use-confirmed-action.ts";

export function ConfirmTargetDialog<T>({
  action,
  ...props
}: Omit<ConfirmDialogProps, "open" | "onOpenChange" | "pending" | "error" | "onConfirm"> & {
  action: ConfirmedAction<T>;
}) {
  return (
    <ConfirmDialog
      open={action.target !== null}
      onOpenChange={(open) => (open ? undefined : action.close())}
      pending={action.pending}
      error={action.error?.message ?? null}
      onConfirm={action.confirm}
      {...props}
    />
  );
}
