import type { NamespaceSettingsSectionsTranslation } from '../../i18n-types';

const settingsSections = {
  basic: 'Basic',
  tools: 'Tools',
  repository: 'Repository',
  check: 'Scan trigger',
  scantype: 'Scan type',
  filter: 'Path filter',
  management: 'Management',
} satisfies NamespaceSettingsSectionsTranslation;

export default settingsSections;
