/**
 * An action on one item of a list that asks first (delete this guest, cancel that ticket): `ask` opens the
 * question about the item and clears the last failure; `confirm` runs the mutation on the item's id and,
 * once it has succeeded, closes the question and calls `done`. A failure keeps the question open, with the
 * server's reason in `error` (ConfirmTargetDialog shows both).
 */
import { useTarget } from "./use-target.ts";

/** The part of a TanStack mutation on an item's id that this needs. */
interface ItemMutation<TResult> {
  mutate: (id: string, options: { onSuccess: (result: TResult) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

export interface ConfirmedAction<T> {
  target: T | null;
  ask: (item: T) => void;
  close: () => void;
  confirm: () => void;
  pending: boolean;
  error: Error | null;
}

export function useConfirmedAction<T extends { id: string }, TResult>(
  action: ItemMutation<TResult>,
  done: (item: T, result: TResult) => void,
): ConfirmedAction<T> {
  const { target, open, close } = useTarget<T>();
  return {
    target,
    close,
    pending: action.isPending,
    error: action.error,
    ask: (item) => {
      action.reset();
      open(item);
    },
    confirm: () => {
      if (!target) return;
      action.mutate(target.id, {
        onSuccess: (result) => {
          close();
          done(target, result);
        },
      });
    },
  };
}
