import type { NamespaceWikiGrantsTranslation } from '../../i18n-types';

const wikiGrants = {
  title: 'Permissions of “{title}”',
  openHint: 'Without grants the page is open to everyone who may read the library.',
  restrictedHint: 'Only the people, departments and groups below may see this page and its sub-pages.',
  inherited: 'From pages above',
  from: 'set on “{title}”',
  own: 'This page’s grants',
  access: { read: 'Read', edit: 'Edit' },
  add: 'Add',
  remove: 'Remove',
  save: 'Save',
  saved: 'Permissions saved',
  chooseGrantee: 'Choose a grantee first',
  cannotManage: 'You may not change this page’s permissions.',
  effective: 'Effective: {access}',
  effectiveNone: 'Effective: cannot see it',
  allowedFrom: '{right}: allowed (from {source})',
  refusedBy: '{right}: not allowed (limited by {where})',
  outweighed: "The 'Read' set here has no effect: when several grants on a page apply, the widest one wins.",
  rights: { read: 'Read', edit: 'Edit' },
  sourceSeparator: ', ',
  sourceOnPage: '{source} (set on “{title}”)',
  sources: {
    user: 'their own grant',
    department: 'the grant to department “{name}”',
    group: 'the grant to group “{name}”',
  },
  libraryAdmin: 'being a library admin',
  limitPage: 'the grants of page “{title}”',
  limitLibrary: 'their library access',
} satisfies NamespaceWikiGrantsTranslation;

export default wikiGrants;
