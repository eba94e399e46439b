import type { BaseTranslation } from '../../i18n-types';

const personalHome = {
  knowledge: '关注的知识',
  noKnowledge: '还没有关注知识',
  recent: '最近编辑',
  noRecent: '最近没有编辑过文件或知识页面',
  followed: '关注的文档库',
  noFollowed: '还没有关注文档库',
  tasks: '我的代码检查任务',
  noTasks: '还没有参与代码检查任务',
  suspended: '已停用',
  space: '我的空间',
  usage: '已用 {used:string}，共 {quota:string}',
  files: '{count:number} 个文件（含回收站）',
} satisfies BaseTranslation;

export default personalHome;
