import { describe, expect, it } from 'vitest';
import { placeInViewport } from '../../../src/features/wiki/editor/popup-place';
import { ariaShortcut, SHORTCUTS, shortcutText } from '../../../src/features/wiki/editor/shortcuts';

const viewport = { width: 1280, height: 800 };
const size = { width: 300, height: 200 };

describe('placeInViewport', () => {
  it('puts the list under the caret, starting at it, when there is room', () => {
    expect(placeInViewport({ left: 100, top: 200, bottom: 220 }, size, viewport)).toEqual({ left: 100, top: 224 });
  });

  it('moves the list left so its right edge stays inside the window near the right edge', () => {
    const { left } = placeInViewport({ left: 1200, top: 200, bottom: 220 }, size, viewport);
    expect(left + size.width).toBeLessThanOrEqual(viewport.width - 8);
  });

  it('opens the list above the caret when there is no room below', () => {
    expect(placeInViewport({ left: 100, top: 700, bottom: 720 }, size, viewport).top).toBe(700 - 4 - 200);
  });

  it('keeps the list at the left margin in a window narrower than the list', () => {
    expect(placeInViewport({ left: 50, top: 10, bottom: 30 }, size, { width: 200, height: 800 }).left).toBe(8);
  });
});

describe('shortcutText', () => {
  it('reads Ctrl+Shift+8 off Apple systems and ⌘⇧8 on them, and names the keys for screen readers', () => {
    expect(shortcutText(SHORTCUTS.bulletList, false)).toBe('Ctrl+Shift+8');
    expect(shortcutText(SHORTCUTS.bulletList, true)).toBe('⌘⇧8');
    expect(ariaShortcut(SHORTCUTS.bold, true)).toBe('Meta+B');
  });
});
