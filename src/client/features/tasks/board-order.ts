/** The board's order as the client guesses it before the server answers (the same rule as board.ts on the server). */
import type { TTaskBoard } from "#shared/tasks/schemas.ts";

/** The board with one card moved, positions renumbered as the server will. */
export function placeCard(board: TTaskBoard, id: string, columnId: string, index: number): TTaskBoard {
  const card = board.tasks.find((t) => t.id === id);
  if (!card) return board;
  const column = board.columns.find((c) => c.id === columnId);
  const order = (cid: string) =>
    board.tasks
      .filter((t) => !t.parentId && t.columnId === cid && t.id !== id)
      .sort((a, b) => a.position - b.position)
      .map((t) => t.id);
  const target = order(columnId);
  target.splice(Math.min(index, target.length), 0, id);
  const source = card.columnId === columnId ? [] : order(card.columnId);
  const positions = new Map<string, number>([
    ...target.map((t, i) => [t, i] as const),
    ...source.map((t, i) => [t, i] as const),
  ]);
  return {
    ...board,
    tasks: board.tasks.map((t) => {
      if (t.id === id)
        return { ...t, columnId, columnKind: column?.kind ?? t.columnKind, position: positions.get(t.id)! };
      const position = positions.get(t.id);
      return position === undefined ? t : { ...t, position };
    }),
  };
}
