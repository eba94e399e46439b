import { expect, type Page } from '@playwright/test';

/**
 * What is wrong with the top bar as the page is now: an item (a tab, "more", the name, the search box,
 * a badge, the person's menu) taller than one line of its text, sticking out of the bar, off the
 * screen, or covered by another element at its centre. Empty when the bar is whole.
 */
export function topBarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="top-bar"]');
    if (!bar) return ['no top bar on the page'];
    const found: string[] = [];
    const barBox = bar.getBoundingClientRect();
    if (barBox.top < 0 || barBox.bottom > window.innerHeight) found.push(`the top bar is off the screen (top ${barBox.top})`);
    const items = [...bar.querySelectorAll<HTMLElement>('a, button, input, [role="status"]')].filter((item) => item.getClientRects().length > 0);
    for (const item of items) {
      const name = item.dataset.testid ?? item.getAttribute('aria-label') ?? item.textContent ?? item.tagName;
      const box = item.getBoundingClientRect();
      // The height its text takes, from its first line's top to its last line's bottom, against one line.
      let top = Infinity;
      let bottom = -Infinity;
      const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        // Text only a screen reader reads (a 1 px clipped box) is not on screen.
        if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          top = Math.min(top, rect.top);
          bottom = Math.max(bottom, rect.bottom);
        }
      }
      const style = getComputedStyle(item);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      if (bottom - top > lineHeight * 1.5) found.push(`${name} wraps: its text is ${Math.round(bottom - top)} px high, one line is ${lineHeight} px`);
      if (box.left < barBox.left || box.right > barBox.right || box.top < barBox.top || box.bottom > barBox.bottom) found.push(`${name} sticks out of the top bar`);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === item || item.contains(hit))) {
        const by = hit ? `${hit.tagName.toLowerCase()}${hit.getAttribute('data-testid') ? `[${hit.getAttribute('data-testid')}]` : ''}` : 'nothing (off the screen)';
        found.push(`${name} is covered by ${by}`);
      }
    }
    if (items.length === 0) found.push('the top bar has no items');
    return found;
  });
}

/** Fails on any of `topBarProblems`. Reusable by any test that has a screen with the top bar open. */
export async function expectTopBarFitsUncovered(page: Page) {
  expect(await topBarProblems(page), 'the top bar fits on one line and nothing covers it').toEqual([]);
}
