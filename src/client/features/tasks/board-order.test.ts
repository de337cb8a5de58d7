import { describe, expect, it } from "vitest";
import type { TTask, TTaskBoard } from "#shared/tasks/schemas.ts";
import { placeCard } from "./board-order.ts";
import { dueState, parseLabels } from "./task-format.ts";

function card(id: string, columnId: string, position: number, parentId: string | null = null): TTask {
  return {
    id,
    eventId: "e",
    columnId,
    columnKind: columnId === "done" ? "done" : "todo",
    parentId,
    title: id,
    description: "",
    assigneeId: null,
    priority: "medium",
    labels: [],
    startDate: null,
    dueDate: null,
    milestone: false,
    position,
    done: columnId === "done",
    completedAt: null,
    dependsOn: [],
    commentCount: 0,
    attachmentCount: 0,
    createdAt: "",
    updatedAt: "",
  };
}

const board: TTaskBoard = {
  columns: [
    { id: "todo", eventId: "e", name: "To do", kind: "todo", position: 0 },
    { id: "done", eventId: "e", name: "Done", kind: "done", position: 1 },
  ],
  tasks: [
    card("a", "todo", 0),
    card("b", "todo", 1),
    card("c", "todo", 2),
    card("x", "done", 0),
    card("sub", "todo", 0, "a"),
  ],
  assignees: [],
};

const order = (b: TTaskBoard, columnId: string) =>
  b.tasks
    .filter((t) => t.columnId === columnId && !t.parentId)
    .sort((x, y) => x.position - y.position)
    .map((t) => `${t.id}${t.position}`);

describe("the board's order before the server answers", () => {
  it("moves a card to another column and closes the gap it left", () => {
    const moved = placeCard(board, "b", "done", 0);
    expect(order(moved, "todo")).toEqual(["a0", "c1"]);
    expect(order(moved, "done")).toEqual(["b0", "x1"]);
    expect(moved.tasks.find((t) => t.id === "b")!.columnKind).toBe("done");
    // Subtasks keep their own order under the parent.
    expect(moved.tasks.find((t) => t.id === "sub")!.position).toBe(0);
  });

  it("reorders within a column, an index past the end meaning the end", () => {
    expect(order(placeCard(board, "a", "todo", 9), "todo")).toEqual(["b0", "c1", "a2"]);
    expect(order(placeCard(board, "c", "todo", 0), "todo")).toEqual(["c0", "a1", "b2"]);
  });
});

describe("task words", () => {
  it("tells overdue, today and soon apart, and never for a done task", () => {
    expect(dueState({ dueDate: "2027-05-01", done: false }, "2027-05-02")).toBe("overdue");
    expect(dueState({ dueDate: "2027-05-02", done: false }, "2027-05-02")).toBe("today");
    expect(dueState({ dueDate: "2027-05-06", done: false }, "2027-05-02")).toBe("soon");
    expect(dueState({ dueDate: "2027-05-01", done: true }, "2027-05-02")).toBe("later");
    expect(dueState({ dueDate: null, done: false }, "2027-05-02")).toBe("none");
  });

  it("reads labels typed with commas, each once", () => {
    expect(parseLabels(" venue, money,,venue ")).toEqual(["venue", "money"]);
  });
});
