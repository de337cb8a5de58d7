/**
 * Prepared statements for the hottest reads (issue 22): PostgreSQL plans an unprepared statement on every
 * call, about 0.5-1 ms of the database's CPU for a join, more than running it. A prepared statement is
 * planned once per connection. Drizzle prepares on a given database handle, so each handle (the app's, a
 * test's) gets its own, made on first use.
 */
import type { Db } from "./client.ts";

export function preparedPer<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}
