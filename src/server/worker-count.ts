import { availableParallelism } from "node:os";

/**
 * How many app servers answer HTTP (ADR 030): one per core on PostgreSQL unless WORKERS says otherwise, always
 * one on PGlite, whose database lives inside its process. Its own module, so a cluster's primary can decide
 * before it loads the environment's schema and the database code (and start its first app server meanwhile).
 */
export function workerCount(databaseUrl: string | undefined, workers: number | undefined): number {
  return databaseUrl ? (workers ?? availableParallelism()) : 1;
}
