import type { MetadataType } from './common';
import { CODE_LANGUAGES } from './tools';

interface Named {
  key: string;
  zh: string;
  en: string;
}

/** Code-check metadata (spec §3 'Metadata types'): names in both languages. */
export const METADATA: Record<MetadataType, readonly Named[]> = {
  LANG: CODE_LANGUAGES.map((lang) => ({ key: lang.key, zh: lang.name, en: lang.name })),
  TOOL_TYPE: [
    { key: 'STANDARD', zh: '代码规范', en: 'Coding standards' },
    { key: 'DEFECT', zh: '代码缺陷', en: 'Code defects' },
    { key: 'CCN', zh: '圈复杂度', en: 'Cyclomatic complexity' },
    { key: 'DUPC', zh: '重复率', en: 'Duplication' },
  ],
  TOOL_PATTERN: [
    { key: 'LINT', zh: '规范检查', en: 'Lint' },
    { key: 'CCN', zh: '圈复杂度', en: 'Cyclomatic complexity' },
    { key: 'DUPC', zh: '重复代码', en: 'Duplicated code' },
  ],
  PARAM_TYPE: [
    { key: 'NUMBER', zh: '数字', en: 'Number' },
    { key: 'STRING', zh: '文本', en: 'Text' },
    { key: 'BOOLEAN', zh: '开关', en: 'Switch' },
    { key: 'ENUM', zh: '选项', en: 'Choice' },
  ],
};

/** Operation types that appear in operation records. */
export const OPERATION_ACTIONS: readonly Named[] = [
  { key: 'CREATE', zh: '新建', en: 'Create' },
  { key: 'UPDATE', zh: '修改', en: 'Update' },
  { key: 'RENAME', zh: '重命名', en: 'Rename' },
  { key: 'MOVE', zh: '移动', en: 'Move' },
  { key: 'COPY', zh: '复制', en: 'Copy' },
  { key: 'DELETE', zh: '删除', en: 'Delete' },
  { key: 'RESTORE', zh: '恢复', en: 'Restore' },
  { key: 'GRANT', zh: '授权', en: 'Grant' },
  { key: 'UPLOAD', zh: '上传', en: 'Upload' },
  { key: 'DOWNLOAD', zh: '下载', en: 'Download' },
  { key: 'SCAN', zh: '扫描', en: 'Scan' },
  { key: 'SUSPEND', zh: '停用', en: 'Suspend' },
  { key: 'RESUME', zh: '启用', en: 'Resume' },
  { key: 'STOP_SCAN', zh: '停止分析', en: 'Stop analysis' },
  { key: 'TOOLS', zh: '工具变更', en: 'Tools changed' },
  { key: 'FILTER', zh: '路径屏蔽', en: 'Path filter' },
  { key: 'CHECKERS', zh: '规则配置', en: 'Checker settings' },
  { key: 'HANDLER', zh: '修改处理人', en: 'Handler changed' },
  { key: 'MEMBERS', zh: '成员变更', en: 'Members changed' },
  { key: 'REPOSITORY', zh: '代码库变更', en: 'Repository changed' },
  { key: 'SCHEDULE', zh: '扫描触发', en: 'Scan trigger' },
];
