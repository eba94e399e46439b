import type { Locale } from '../../contract/constants';

/** Messages the server sends to people, in both languages. `{count}` and `{name}` are filled in. */
const messages = {
  success: { 'zh-CN': '成功', en: 'success' },
  badRequest: { 'zh-CN': '请求参数有误', en: 'The request is not valid' },
  invalidJson: { 'zh-CN': '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  unsupportedMedia: { 'zh-CN': '不支持的请求内容类型', en: 'Unsupported content type' },
  bodyTooLarge: { 'zh-CN': '请求内容过大', en: 'The request body is too large' },
  unauthorized: { 'zh-CN': '登录失败，请重新登录', en: 'Logon failed, please re-login' },
  wrongCredentials: { 'zh-CN': '账号或密码错误', en: 'Wrong account or password' },
  tooManyAttempts: { 'zh-CN': '尝试次数过多，请稍后再试', en: 'Too many attempts, please try again later' },
  csrf: { 'zh-CN': '安全校验失败，请刷新页面后重试', en: 'Security check failed, please reload the page and retry' },
  accountMismatch: { 'zh-CN': '请求账号与登录账号不一致，请重新登录', en: 'The request account does not match the signed-in account, please re-login' },
  forbidden: { 'zh-CN': '抱歉，您的权限不足！', en: 'Sorry, your privileges are insufficient!' },
  notFound: { 'zh-CN': '未找到', en: 'Not Found' },
  serverError: { 'zh-CN': '系统出现异常', en: 'Server maintenance, please try again later!' },
  necessary: { 'zh-CN': '必填项', en: 'Necessary' },
  minLength: { 'zh-CN': '至少 {count} 个字符', en: 'At least {count} characters' },
  maxLength: { 'zh-CN': '最多 {count} 个字符', en: 'At most {count} characters' },
  minValue: { 'zh-CN': '不能小于 {count}', en: 'Must be at least {count}' },
  maxValue: { 'zh-CN': '不能大于 {count}', en: 'Must be at most {count}' },
  nameChars: { 'zh-CN': '只能包含字母、数字或下划线', en: 'Only letters, digits or underscores' },
  nameCharsCn: { 'zh-CN': '只能包含中文、字母、数字或下划线', en: 'Only Chinese, letters, digits or underscores' },
  atLeastOne: { 'zh-CN': '至少选择一项', en: 'Choose at least one' },
  invalidRepoUrl: { 'zh-CN': '仓库地址无效（支持 file、http(s)、ssh）', en: 'Not a valid repository URL (file, http(s) or ssh)' },
  invalidBranch: { 'zh-CN': '分支名无效', en: 'Not a valid branch name' },
  invalidTime: { 'zh-CN': '时间格式应为 HH:MM', en: 'Time must be HH:MM' },
  taskNameTaken: { 'zh-CN': '英文名已被使用', en: 'This English name is already taken' },
  pathDuplication: { 'zh-CN': '路径重复', en: 'Path duplication' },
  cannotSuspendAll: { 'zh-CN': '不能停用全部工具', en: "Cann't Suspend All" },
  pipelineManaged: { 'zh-CN': '该任务由流水线创建，工具、代码库、扫描触发、扫描方式和任务管理请在流水线中修改', en: 'This task was created by a pipeline: change its tools, repository, trigger, scan type and management in the pipeline' },
  taskSuspended: { 'zh-CN': '任务已停用', en: 'The task is suspended' },
  scanInProgress: { 'zh-CN': '已有分析在进行中', en: 'An analysis is already in progress' },
  noScanInProgress: { 'zh-CN': '没有进行中的分析', en: 'No analysis is in progress' },
  repoUnreachable: { 'zh-CN': '无法访问代码库：{name}', en: 'Cannot reach the repository: {name}' },
  emptyCheckers: { 'zh-CN': '请至少选择一条规则', en: 'Empty Checkers' },
  noChangedCheckers: { 'zh-CN': '规则没有变化', en: 'No Changed Checkers' },
  unknownChecker: { 'zh-CN': '未知规则：{name}', en: 'Unknown checker: {name}' },
  toolNotEnabled: { 'zh-CN': '任务未添加该工具', en: 'The task does not use this tool' },
  unknownAccount: { 'zh-CN': '未知账号：{name}', en: 'Unknown account: {name}' },
  addFailed: { 'zh-CN': '添加失败', en: 'Add failed' },
  modifyFail: { 'zh-CN': '修改失败', en: 'Modify Fail' },
  deleteFail: { 'zh-CN': '删除失败', en: 'Delete Fail' },
  badReport: { 'zh-CN': '报告无法解析：{name}', en: 'The report cannot be read: {name}' },
  wrongType: { 'zh-CN': '类型错误', en: 'Wrong type' },
  unknownField: { 'zh-CN': '未知字段：{name}', en: 'Unknown field: {name}' },
  notAllowedValue: { 'zh-CN': '取值不在允许范围内', en: 'Not an allowed value' },
  invalidValue: { 'zh-CN': '取值无效', en: 'Invalid value' },
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = { count?: number; name?: string };

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(count|name)\}/g, (_, field: 'count' | 'name') => String(params[field] ?? ''));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}
