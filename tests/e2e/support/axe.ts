/** The accessibility bar of every journey: axe on the page as it is, no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page): Promise<string[]> {
  // Let lazy pages and their data settle before reading the DOM.
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // A sandboxed frame (the email preview) runs no script, so axe would wait for it until it times out;
    // the frame holds an email, not a page of ours.
    .exclude("iframe[sandbox]")
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
