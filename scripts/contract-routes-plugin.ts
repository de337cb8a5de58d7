/**
 * The browser needs only each endpoint's method and path from a feature's contract
 * (src/shared/<feature>/contract.ts); the zod schemas in it are for the server, the docs and the types.
 * This plugin swaps every contract module the client imports for its route table (method, path, names and an
 * upload's field), read by running the contract in Node, so a page that calls an endpoint does not download the schema library (the home page's
 * bundle budget could not carry it). Types still come from the real module: TypeScript never sees the swap.
 */
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

const CONTRACT_MODULE = /[\\/]src[\\/]shared[\\/].+[\\/]contract\.ts$/;

type RouteTable = Record<
  string,
  { method: string; path: string; contract: string; name: string; upload?: { field: string } }
>;

function isEndpoint(value: unknown): value is RouteTable[string] {
  if (!value || typeof value !== "object") return false;
  const { method, path, contract, name } = value as Record<string, unknown>;
  return [method, path, contract, name].every((field) => typeof field === "string");
}

/** The module text of a contract without its schemas: each exported contract as { name: { method, path, ... } }. */
export async function routeTableModule(file: string): Promise<string> {
  const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (!value || typeof value !== "object") continue;
    const endpoints = Object.entries(value as Record<string, unknown>).filter(([, endpoint]) => isEndpoint(endpoint));
    if (endpoints.length === 0) continue;
    const table: RouteTable = {};
    for (const [name, endpoint] of endpoints) {
      const { method, path, contract, upload } = endpoint as RouteTable[string];
      table[name] = { method, path, contract, name, ...(upload ? { upload: { field: upload.field } } : {}) };
    }
    lines.push(`export const ${exportName} = ${JSON.stringify(table)};`);
  }
  return lines.join("\n");
}

export function contractRoutes(): Plugin {
  return {
    name: "gatherly-contract-routes",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0]!;
      if (!CONTRACT_MODULE.test(file)) return null;
      return routeTableModule(file);
    },
  };
}
