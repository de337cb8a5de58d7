/**
 * Imported first by main.tsx, before any schema exists. Zod probes `new Function("")` the first time it
 * builds an object schema; our content policy forbids eval, so every page load filed a script-src
 * violation report (and admins saw it as a security alert). Jitless parsing skips the probe; the speed
 * difference does not matter for the few forms the client validates. The setting lives in zod's core, so
 * importing only that keeps the rest of zod out of the first download (pages that validate load it).
 */
import { config } from "zod/v4/core";

config({ jitless: true });
