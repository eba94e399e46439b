import type { BaseTranslation } from '../../i18n-types';

const wikiGrants = {
  title: '“{title}”的权限',
  openHint: '没有授权时，能阅读本库的人都能看到此页面。',
  restrictedHint: '只有下面的人员、部门和群组能看到此页面及其子页面。',
  inherited: '来自上级页面',
  from: '设置于“{title}”',
  own: '本页授权',
  access: { read: '只读', edit: '编辑' },
  add: '添加',
  remove: '移除',
  save: '保存',
  saved: '权限已保存',
  chooseGrantee: '请先选择授权对象',
  cannotManage: '你无权修改此页面的权限。',
  effective: '实际：{access:string}',
  effectiveNone: '实际：无法查看',
  allowedFrom: '{right:string}：允许（来自{source:string}）',
  refusedBy: '{right:string}：不允许（受限于{where:string}）',
  outweighed: '此处设置的“只读”未生效：同一页面上几项授权同时适用时，以最宽的一项为准。',
  rights: { read: '查看', edit: '编辑' },
  sourceSeparator: '、',
  sourceOnPage: '{source:string}（设置于“{title:string}”）',
  sources: {
    user: '本人的授权',
    department: '部门“{name:string}”的授权',
    group: '用户组“{name:string}”的授权',
  },
  libraryAdmin: '文档库管理员身份',
  limitPage: '页面“{title:string}”的授权',
  limitLibrary: '其文档库权限',
} satisfies BaseTranslation;

export default wikiGrants;
