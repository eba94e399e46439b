import type { BaseTranslation } from '../../i18n-types';

const wikiHistory = {
  title: '“{title}”的版本',
  backToPage: '返回页面',
  namePlaceholder: '版本名称（可选）',
  defaultName: '手动保存的版本',
  take: '立即保存版本',
  taken: '已保存版本 {number}',
  number: '版本 {number}',
  kind: { auto: '自动', named: '命名', restore: '恢复' },
  restoredFrom: '恢复自版本 {number}',
  by: '{names} · {time}',
  view: '查看',
  compare: '对比',
  compareWith: '版本 {number} 对比',
  current: '当前页面',
  inline: '行内对比',
  sideBySide: '左右对比',
  counts: '新增 {inserted} 个词，删除 {deleted} 个词',
  restore: '恢复',
  restoreConfirm: '将页面内容恢复为版本 {number}？恢复会保存为新版本，不会丢失任何内容。',
  restored: '版本 {from} 已恢复为版本 {to}',
} satisfies BaseTranslation;

export default wikiHistory;
