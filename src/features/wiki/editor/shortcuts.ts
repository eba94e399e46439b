/** A key combination as the editor binds it: `Mod` is Command on Apple systems and Control elsewhere. */
export type Shortcut = readonly ('Mod' | 'Shift' | 'Alt' | string)[];

/** The editor's own bindings (TipTap's StarterKit, lists and the shared document's undo), shown beside each tool. */
export const SHORTCUTS = {
  paragraph: ['Mod', 'Alt', '0'],
  heading1: ['Mod', 'Alt', '1'],
  heading2: ['Mod', 'Alt', '2'],
  heading3: ['Mod', 'Alt', '3'],
  bold: ['Mod', 'B'],
  italic: ['Mod', 'I'],
  strike: ['Mod', 'Shift', 'S'],
  code: ['Mod', 'E'],
  bulletList: ['Mod', 'Shift', '8'],
  orderedList: ['Mod', 'Shift', '7'],
  taskList: ['Mod', 'Shift', '9'],
  blockquote: ['Mod', 'Shift', 'B'],
  codeBlock: ['Mod', 'Alt', 'C'],
  undo: ['Mod', 'Z'],
  redo: ['Mod', 'Shift', 'Z'],
} as const satisfies Record<string, Shortcut>;

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const APPLE_SYMBOLS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };

/** As a person reads it: ⌘⇧8 on a Mac, Ctrl+Shift+8 elsewhere. */
export function shortcutText(keys: Shortcut, apple: boolean): string {
  if (apple) return keys.map((key) => APPLE_SYMBOLS[key] ?? key).join('');
  return keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
}

/** As `aria-keyshortcuts` names it, so screen readers announce the same combination. */
export function ariaShortcut(keys: Shortcut, apple: boolean): string {
  return keys.map((key) => (key === 'Mod' ? (apple ? 'Meta' : 'Control') : key)).join('+');
}
