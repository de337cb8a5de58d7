/**
 * A prerendered page (docs/decisions/028-prerendered-public-pages.md) is on screen, and its fields can be typed into
 * and its forms submitted, before React has hydrated it; but its other controls (Radix tabs, radios and checkboxes)
 * answer only once it has, as for a person on a slow connection. A journey that uses one right after opening such
 * a page waits for that first.
 */
import { expect, type Locator } from "@playwright/test";

/** Waits until React has hydrated the element of `locator` (React keeps its props on the element from then on). */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
  return locator;
}
