import type { BaseTranslation } from '../../i18n-types';

const keepOffline = {
  action: '离线保存',
  kept: '已离线保存',
  title: '离线保存此文库',
  intro: '保存“{name:string}”的全部文件夹列表，以及不超过所选大小的文件预览，离线时也能浏览和阅读。之后每次联网打开本应用时自动更新。',
  maxFileLabel: '单个文件大小上限（MB）',
  maxFileInvalid: '请输入 1 到 {max:number} 之间的整数',
  start: '开始保存',
  refresh: '立即更新',
  remove: '移除离线副本',
  removed: '已移除离线副本',
  cancel: '关闭',
  listing: '正在保存文件夹列表：已完成 {done:number} 个文件夹',
  storing: '正在保存文件预览：{done:number} / {total:number}',
  done: '已离线保存：{files:number} 个文件预览（{bytes:string}），{folders:number} 个文件夹',
  storedAt: '保存于 {when:string}',
  failed: '离线保存未完成：{message:string}',
  offline: '当前离线，联网后才能保存。',
} satisfies BaseTranslation;

export default keepOffline;
