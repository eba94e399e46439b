/**
 * What the demo's knowledge base holds: the category tree, the documents filed in it (folder, name,
 * text, categories) and the wiki pages of the 文库平台 project. Written as a team would write them, so a
 * newcomer reads a working knowledge base rather than placeholders.
 */

export const KNOWLEDGE_LIBRARY = {
  name: '技术知识库',
  description: '研发规范、运维手册、产品文档与新人入职资料，研发部与产品部共用',
};

/** Top-level categories and their sub-categories, in the order the tree shows them. */
export const CATEGORY_TREE: [string, string[]][] = [
  ['研发规范', ['编码规范', '代码评审', '接口设计']],
  ['运维手册', ['发布与回滚', '监控告警', '值班']],
  ['产品文档', ['需求说明', '版本说明']],
  ['新人入职', ['环境搭建', '常见问题']],
];

export interface DemoDocument {
  folder: string;
  name: string;
  text: string;
  /** Sub-categories it is filed under. */
  categories: string[];
  recommended?: boolean;
}

export const DOCUMENTS: DemoDocument[] = [
  {
    folder: '研发规范',
    name: '前端编码规范.md',
    categories: ['编码规范'],
    text: `# 前端编码规范

适用于文库平台与代码检查服务的 Web 端代码。

## 命名

- 文件名使用短横线连接的小写英文，如 \`upload-panel.tsx\`。
- 组件使用大驼峰，钩子以 \`use\` 开头。
- 布尔值以 \`is\`、\`has\`、\`can\` 开头。

## 组件

1. 一个文件只做一件事，超过三百行先拆分。
2. 用户可见的文字一律走国际化词典，不在组件里写死中文或英文。
3. 列表、筛选与分页放在地址参数里，刷新后看到的是同一屏。

## 提交前

| 检查 | 命令 |
|---|---|
| 类型检查 | \`npx tsc --noEmit\` |
| 代码风格 | \`npx eslint <文件>\` |
| 单元测试 | \`npx vitest run <目录>\` |
`,
  },
  {
    folder: '研发规范',
    name: '代码评审清单.md',
    categories: ['代码评审'],
    recommended: true,
    text: `# 代码评审清单

评审人在批准合并请求之前逐条确认。

## 正确性

- [ ] 改动与需求单描述一致，边界条件（空列表、超长名称、并发修改）有处理。
- [ ] 新增接口声明了参数与返回结构，错误走统一的错误码。
- [ ] 数据库变更有迁移脚本，且在 SQLite 与 PostgreSQL 上都验证过。

## 可维护性

- [ ] 注释说明“为什么”，而不是重复代码在做什么。
- [ ] 没有注释掉的代码，没有无人跟进的 TODO。

## 测试

- [ ] 新行为有测试，且去掉修复后测试会失败。
- [ ] 界面改动附中英文两种语言的截图。

评审意见分三级：**必须修改**、**建议修改**、**可讨论**。只有“必须修改”会阻止合并。
`,
  },
  {
    folder: '研发规范',
    name: '接口设计约定.md',
    categories: ['接口设计'],
    text: `# 接口设计约定

## 地址

- 资源用名词复数：\`/libraries\`、\`/files\`。
- 动作放在方法上：GET 读取，POST 新建，PUT 整体修改，PATCH 局部修改，DELETE 删除。

## 返回

所有接口返回统一的信封：

\`\`\`json
{ "status": 0, "message": "", "data": {} }
\`\`\`

## 分页

列表接口接受 \`pageNum\`（从 1 开始）与 \`pageSize\`（默认 20，最大 100），返回 \`content\` 与 \`totalElements\`。

## 错误码

| HTTP 状态 | 含义 |
|---|---|
| 400 | 参数不合法，\`message\` 说明哪个字段 |
| 403 | 没有权限 |
| 404 | 资源不存在或无权知道它存在 |
| 409 | 与当前状态冲突，如重名 |
`,
  },
  {
    folder: '运维手册',
    name: '发布与回滚手册.md',
    categories: ['发布与回滚'],
    recommended: true,
    text: `# 发布与回滚手册

## 发布窗口

每周二、周四 20:00–22:00。紧急修复需值班负责人同意。

## 发布步骤

1. 在发布单中确认版本号、变更说明与回滚方案。
2. 备份数据库：\`pg_dump\` 输出到备份目录，并校验文件大小。
3. 先发布一台实例，观察 10 分钟错误率与响应时间。
4. 无异常后发布其余实例。
5. 在值班群发布完成通知。

## 回滚

出现以下任一情况立即回滚：

- 错误率超过 1% 持续 5 分钟；
- 登录、上传或预览任一核心功能不可用；
- 数据库迁移失败。

回滚命令：

\`\`\`sh
./deploy.sh rollback --to <上一版本号>
\`\`\`
`,
  },
  {
    folder: '运维手册',
    name: '监控告警说明.md',
    categories: ['监控告警'],
    text: `# 监控告警说明

| 指标 | 告警阈值 | 处理人 |
|---|---|---|
| 接口错误率 | > 1%，持续 5 分钟 | 值班开发 |
| P95 响应时间 | > 800 ms | 值班开发 |
| 磁盘剩余空间 | < 15% | 运维 |
| 扫描队列长度 | > 50 | 代码检查服务负责人 |

告警通过企业微信与短信发送。收到告警后 15 分钟内在值班群回复“已接手”。
`,
  },
  {
    folder: '运维手册',
    name: '值班交接模板.md',
    categories: ['值班'],
    text: `# 值班交接模板

- 值班时间：
- 交班人 / 接班人：
- 本班告警次数及处理结果：
- 未关闭的问题与跟进人：
- 需要下一班关注的发布或变更：
`,
  },
  {
    folder: '产品文档',
    name: '文库平台需求说明.md',
    categories: ['需求说明'],
    text: `# 文库平台需求说明

## 背景

部门文档散落在共享盘与个人电脑中，查找困难，版本混乱，离职交接时容易丢失。

## 目标

- 部门、项目与个人三类文档库，权限按部门、用户组与个人授予。
- 上传后可在线预览，保留历史版本，误删可从回收站恢复。
- 全文检索覆盖文件内容与 Wiki 页面。
- 知识库按分类浏览，管理员可推荐优质文档。

## 非目标

- 不替代代码仓库，代码通过“代码检查”模块接入。
`,
  },
  {
    folder: '产品文档',
    name: '版本说明-2.3.md',
    categories: ['版本说明'],
    recommended: true,
    text: `# 版本说明 2.3

## 新功能

- Wiki 支持多人同时编辑，离线时的修改在联网后自动合并。
- 知识库首页展示推荐、最近更新与我的关注。
- 代码检查支持重复代码检测与圈复杂度分析。

## 改进

- 大文件分片上传，断网后可续传。
- 全文检索支持按类型、时间与文档库筛选。

## 修复

- 修复同名文件上传时没有提示的问题。
`,
  },
  {
    folder: '新人入职',
    name: '开发环境搭建.md',
    categories: ['环境搭建'],
    recommended: true,
    text: `# 开发环境搭建

## 准备

- Node.js 24 与 npm
- Git，配置好公司邮箱作为提交作者
- PostgreSQL 16（可选，默认使用 SQLite）

## 步骤

1. 克隆仓库并安装依赖：\`npm ci\`
2. 载入演示数据：\`npm run demo\`
3. 启动服务：\`npm start\`，浏览器打开 http://localhost:3000
4. 用演示账号 li.na 登录，密码见 README。

遇到问题先看《新人常见问题》，仍未解决请在研发部群里提问。
`,
  },
  {
    folder: '新人入职',
    name: '新人常见问题.txt',
    categories: ['常见问题'],
    text: `新人常见问题

问：为什么看不到某个部门的文档库？
答：文档库按部门授权，请联系该库的管理员授予只读或编辑权限。

问：文件能预览但不能下载？
答：管理员可以单独关闭下载权限，这是有意为之。

问：代码检查任务扫描失败怎么办？
答：打开任务的“分析记录”，失败的步骤会写明原因；仓库地址需要在管理员允许的范围内。

问：忘记密码？
答：请联系系统管理员重置。
`,
  },
];

/** The wiki of the 文库平台 project: a home page with two pages under it that link to each other. */
export const WIKI_PAGES: { title: string; parent: string | null; markdown: string }[] = [
  {
    title: '首页',
    parent: null,
    markdown: `这里是文库平台项目组的工作手册，记录发布、值班与日常约定。

## 常用页面

- [[发布流程]]：从提测到上线的每一步
- [[值班手册]]：值班安排、告警处理与交接

## 项目信息

| 项目 | 内容 |
|---|---|
| 负责人 | 赵磊 |
| 代码仓库 | 文库平台主仓库 |
| 发布窗口 | 每周二、周四晚 |
`,
  },
  {
    title: '发布流程',
    parent: '首页',
    markdown: `每次发布由当周值班开发负责，步骤如下。

## 发布前

1. 确认所有合并请求已通过代码评审与代码检查。
2. 在测试环境完成回归测试，填写发布单。
3. 提前一天在项目群通知发布时间。

## 发布中

1. 备份数据库。
2. 先发布一台实例，观察 10 分钟。
3. 无异常后全量发布。

## 发布后

- 检查监控面板，确认错误率与响应时间正常。
- 出现问题按 [[值班手册]] 的升级路径处理，必要时回滚。

| 环境 | 地址 | 负责人 |
|---|---|---|
| 测试 | test.librarium.example.com | 李娜 |
| 预发布 | staging.librarium.example.com | 赵磊 |
| 生产 | librarium.example.com | 赵磊 |

返回 [[首页]]。
`,
  },
  {
    title: '值班手册',
    parent: '首页',
    markdown: `值班开发负责处理告警、跟进发布与交接。

## 值班安排

| 周次 | 值班开发 | 备份 |
|---|---|---|
| 单周 | 李娜 | 赵磊 |
| 双周 | 赵磊 | 李娜 |

## 收到告警

1. 15 分钟内在值班群回复“已接手”。
2. 判断影响范围：单个用户、单个部门还是全部用户。
3. 全部用户受影响时，立即通知项目负责人。

## 升级路径

- 30 分钟内无法定位：联系备份值班人。
- 1 小时内无法恢复：按 [[发布流程]] 回滚到上一版本。

## 交接

每周一上午交接，写明未关闭的问题与跟进人。
`,
  },
];
