/**
 * The browser tests' `test`: each test is a different visitor, coming through a proxy with its own
 * client address (the e2e servers run with TRUST_PROXY), so per-address rate limits such as
 * "10 sign-ups in 10 minutes" apply per test as they would per person, not to the whole suite.
 */
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": randomAddress() });
  },
});
