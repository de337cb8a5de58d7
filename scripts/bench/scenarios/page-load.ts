/**
 * Time to content and script requests of the signed-in pages in Chromium on a desktop (issue 21): the
 * figures of scripts/bench/page-load.ts, which can also be run on its own.
 */
import { pageLoad } from "../page-load.ts";
import { defineScenario } from "../scenario.ts";

export default defineScenario({
  title: "Signed-in pages in Chromium, 1280x800, cold cache: time to content and scripts fetched (median of 3)",
  run: (context) => pageLoad(context),
});
