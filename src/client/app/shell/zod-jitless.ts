/**
 * Imported first by main.tsx, before any schema exists. Zod probes `new Function("")` the first time it
 * builds an object schema; our content policy forbids eval, so every page load filed a script-src
 * violation report (and admins saw it as a security alert). Jitless parsing skips the probe; the speed
 * difference does not matter for the few forms the client validates. Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod on the page, and kept when zod finds it
 * already there), so setting it here leaves all of zod out of the first download: only the pages that
 * validate load it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
