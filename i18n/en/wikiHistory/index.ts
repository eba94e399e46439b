import type { NamespaceWikiHistoryTranslation } from '../../i18n-types';

const wikiHistory = {
  title: 'Versions of “{title}”',
  backToPage: 'Back to the page',
  namePlaceholder: 'Version name (optional)',
  defaultName: 'Saved version',
  take: 'Take a version now',
  taken: 'Version {number} taken',
  number: 'Version {number}',
  kind: { auto: 'Automatic', named: 'Named', restore: 'Restored' },
  restoredFrom: 'brought back version {number}',
  by: '{names} · {time}',
  view: 'View',
  compare: 'Compare',
  compareWith: 'Version {number} compared with',
  current: 'The page now',
  inline: 'Inline',
  sideBySide: 'Side by side',
  counts: '{inserted} {{word|words}} added, {deleted} {{word|words}} removed',
  restore: 'Restore',
  restoreConfirm: 'Make version {number} the page’s content again? It is kept as a new version; nothing is lost.',
  restored: 'Version {from} brought back as version {to}',
} satisfies NamespaceWikiHistoryTranslation;

export default wikiHistory;
