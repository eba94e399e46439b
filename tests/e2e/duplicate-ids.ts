import { expect, type Page } from '@playwright/test';

/**
 * Every element id used more than once in the page, with how often. A label's `for`, aria-labelledby and
 * aria-controls name one element by its id; with two of them the browser picks the first, so a click
 * on one label may toggle another control and a screen reader names the wrong thing.
 */
export function duplicateIds(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const element of document.querySelectorAll('[id]')) {
      if (element.id) counts[element.id] = (counts[element.id] ?? 0) + 1;
    }
    return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 1));
  });
}

/** Fails when any id appears twice in the page as it is now. */
export async function expectNoDuplicateIds(page: Page, where = page.url()): Promise<void> {
  expect(await duplicateIds(page), `duplicate ids on ${where}`).toEqual({});
}
