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
