/** The organiser's own board columns: add, rename, delete (the four built-in ones can be renamed only). */
import { and, eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { ZTaskColumnInput, type TTaskColumn, type TTaskColumnInput } from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput as parse } from "../../parse-input.ts";
import { events } from "../events/index.ts";
import { columnDto, createColumn, deleteColumn, lockForChange, type ColumnRow } from "./board.ts";
import { taskColumns } from "./tables.ts";

async function findOwnedColumn(db: Db, ctx: ServiceContext, columnId: string): Promise<ColumnRow> {
  if (!isUuid(columnId)) throw notFound("Column not found");
  const [row] = await db
    .select({ column: taskColumns })
    .from(taskColumns)
    .innerJoin(events, eq(events.id, taskColumns.eventId))
    .where(and(eq(taskColumns.id, columnId), eq(events.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw notFound("Column not found");
  return row.column;
}

export async function addColumn(ctx: ServiceContext, eventId: string, raw: TTaskColumnInput): Promise<TTaskColumn> {
  const input = parse(ZTaskColumnInput, raw);
  return ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx.actor.userId, eventId);
    return columnDto(await createColumn(tx, eventId, input.name));
  });
}

export async function renameColumn(ctx: ServiceContext, columnId: string, raw: TTaskColumnInput): Promise<TTaskColumn> {
  const input = parse(ZTaskColumnInput, raw);
  const found = await findOwnedColumn(ctx.db, ctx, columnId);
  return ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx.actor.userId, found.eventId);
    const [row] = await tx
      .update(taskColumns)
      .set({ name: input.name })
      .where(eq(taskColumns.id, columnId))
      .returning();
    if (!row) throw notFound("Column not found");
    return columnDto(row);
  });
}

export async function removeColumn(ctx: ServiceContext, columnId: string): Promise<void> {
  const found = await findOwnedColumn(ctx.db, ctx, columnId);
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx.actor.userId, found.eventId);
    const column = await findOwnedColumn(tx, ctx, columnId);
    await deleteColumn(tx, column);
  });
}
