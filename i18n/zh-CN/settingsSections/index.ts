import type { BaseTranslation } from '../../i18n-types';

const settingsSections = {
  basic: '基础信息',
  tools: '工具管理',
  repository: '代码库',
  check: '扫描触发',
  scantype: '扫描方式',
  filter: '路径屏蔽',
  management: '任务管理',
} satisfies BaseTranslation;

export default settingsSections;
