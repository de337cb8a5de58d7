/** Authors' display names for lists of posts and messages: one query per list, through the account module. */
import type { Db } from "../../db/client.ts";
import { ownersByIds } from "../account/index.ts";

export async function authorNames(db: Db, ids: readonly string[]): Promise<(id: string) => string> {
  const found = await ownersByIds(db, [...new Set(ids)]);
  return (id) => found.get(id)?.name ?? "";
}
