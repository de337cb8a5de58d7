/**
 * The folder of package.json, which holds the built client (dist/) and the migrations (drizzle/). Found by
 * walking up from this file, because the server runs both from its sources (src/server, under tsx in
 * development and tests) and from its build (dist-server/, scripts/build-server.mjs), at different depths.
 */
import { existsSync } from "node:fs";
import path from "node:path";

function folderWithPackageJson(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = folderWithPackageJson(import.meta.dirname);
