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

/**
 * One module, shared by every contract's table, rebuilds the route objects in the browser from one line per
 * endpoint ("name METHOD /path [uploadField]"): the same objects as written out in full, in fewer bytes (the
 * account and events contracts are part of the first page's download, within its budget).
 */
const TABLE_MODULE = "\0gatherly-contract-table";
const TABLE_HELPER =
  'export const table = (contract, lines) => Object.fromEntries(lines.split("\\n").map((line) => {' +
  ' const [name, method, path, field] = line.split(" ");' +
  " return [name, field ? { method, path, contract, name, upload: { field } } : { method, path, contract, name }]; }));";

/** One endpoint's line; its parts never hold a space or a line break (checked, so a new path cannot break it). */
function endpointLine(name: string, endpoint: RouteTable[string]): string {
  const parts = [name, endpoint.method, endpoint.path, ...(endpoint.upload ? [endpoint.upload.field] : [])];
  if (parts.some((part) => /\s/.test(part) || part === ""))
    throw new Error(`contract route ${name}: ${parts.join(" | ")}`);
  return parts.join(" ");
}

/** The module text of a contract without its schemas: each exported contract as { name: { method, path, ... } }. */
export async function routeTableModule(file: string): Promise<string> {
  const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const lines: string[] = [`import { table } from ${JSON.stringify(TABLE_MODULE)};`];
  for (const [exportName, value] of Object.entries(exports)) {
    if (!value || typeof value !== "object") continue;
    const endpoints = Object.entries(value as Record<string, unknown>).filter(([, endpoint]) => isEndpoint(endpoint));
    if (endpoints.length === 0) continue;
    const contracts = new Set(endpoints.map(([, endpoint]) => (endpoint as RouteTable[string]).contract));
    if (contracts.size !== 1)
      throw new Error(`${file}: ${exportName} holds the endpoints of ${contracts.size} contracts`);
    const table = endpoints.map(([name, endpoint]) => endpointLine(name, endpoint as RouteTable[string])).join("\n");
    lines.push(`export const ${exportName} = table(${JSON.stringify([...contracts][0])}, ${JSON.stringify(table)});`);
  }
  return lines.join("\n");
}

export function contractRoutes(): Plugin {
  return {
    name: "gatherly-contract-routes",
    enforce: "pre",
    resolveId(id) {
      return id === TABLE_MODULE ? id : null;
    },
    async load(id) {
      if (id === TABLE_MODULE) return TABLE_HELPER;
      const file = id.split("?")[0]!;
      if (!CONTRACT_MODULE.test(file)) return null;
      return routeTableModule(file);
    },
  };
}
