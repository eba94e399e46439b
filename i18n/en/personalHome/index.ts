import type { NamespacePersonalHomeTranslation } from '../../i18n-types';

const personalHome = {
  knowledge: 'Followed knowledge',
  noKnowledge: 'No followed knowledge yet',
  recent: 'Changed lately',
  noRecent: 'No files or wiki pages changed lately',
  followed: 'Followed libraries',
  noFollowed: 'No followed libraries yet',
  tasks: 'My code-check tasks',
  noTasks: 'Not a member of any code-check task yet',
  suspended: 'Suspended',
  space: 'My space',
  usage: '{used} used of {quota}',
  files: '{count} {{file|files}} (recycle bin included)',
} satisfies NamespacePersonalHomeTranslation;

export default personalHome;
