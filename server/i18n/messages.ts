import type { AdminOperation } from '../../contract/admin-operations';
import type { GranteeType, Locale } from '../../contract/constants';
import type { LibraryOperation, LibraryRole } from '../../contract/library';
import type { OperationAction } from '../../contract/metadata';
import { CODE_LANGUAGES, TOOLS } from '../../contract/tools';

type Text = Record<Locale, string>;

/**
 * Messages the server sends to people, in both languages. `{field}` is filled in from the
 * parameters; `{field:kind}` names a code (or each code of a list) through `codeNames` below.
 */
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
  localLoginOff: { 'zh-CN': '本站不提供账号密码登录，请使用单点登录', en: 'This site offers no password sign-in; use the company sign-in' },
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
  historyCsvHeader: { 'zh-CN': '时间（UTC）,账号,姓名,文档库,操作,内容', en: 'Time (UTC),Account,Name,Library,Action,Details' },
  historyCsvCapped: { 'zh-CN': '（仅导出最近的 {count} 条，请缩小筛选范围）', en: '(only the newest {count} records; narrow the filters for the rest)' },
  nulChar: { 'zh-CN': '不能包含空字符（U+0000）', en: 'Must not contain the NUL character (U+0000)' },
  nameControlChars: { 'zh-CN': '名称不能包含控制字符或文字方向控制字符', en: 'A name cannot contain control characters or text direction controls' },
  taskNameTaken: { 'zh-CN': '英文名已被使用', en: 'This English name is already taken' },
  pathDuplication: { 'zh-CN': '路径重复', en: 'Path duplication' },
  cannotSuspendAll: { 'zh-CN': '不能停用全部工具', en: "Cann't Suspend All" },
  pipelineManaged: { 'zh-CN': '该任务由流水线创建，工具、代码库、扫描触发、扫描方式和任务管理请在流水线中修改', en: 'This task was created by a pipeline: change its tools, repository, trigger, scan type and management in the pipeline' },
  taskSuspended: { 'zh-CN': '任务已停用', en: 'The task is suspended' },
  scanInProgress: { 'zh-CN': '已有分析在进行中', en: 'An analysis is already in progress' },
  noScanInProgress: { 'zh-CN': '没有进行中的分析', en: 'No analysis is in progress' },
  repoUnreachable: { 'zh-CN': '无法访问代码库', en: 'Could not reach the repository' },
  emptyCheckers: { 'zh-CN': '请至少选择一条规则', en: 'Empty Checkers' },
  noChangedCheckers: { 'zh-CN': '规则没有变化', en: 'No Changed Checkers' },
  unknownChecker: { 'zh-CN': '未知规则：{name}', en: 'Unknown checker: {name}' },
  toolNotInstalled: { 'zh-CN': '服务器上未安装 {tool:tool}，安装后即可列出其规则', en: '{tool:tool} is not installed on this server; its checkers are listed once it is' },
  toolNotEnabled: { 'zh-CN': '任务未添加该工具', en: 'The task does not use this tool' },
  unknownAccount: { 'zh-CN': '未知账号：{name}', en: 'Unknown account: {name}' },
  addFailed: { 'zh-CN': '添加失败', en: 'Add failed' },
  modifyFail: { 'zh-CN': '修改失败', en: 'Modify Fail' },
  deleteFail: { 'zh-CN': '删除失败', en: 'Delete Fail' },
  badReport: { 'zh-CN': '报告无法解析：{name}', en: 'The report cannot be read: {name}' },
  ingestTooLarge: { 'zh-CN': '报告过大', en: 'The report is too large' },
  ingestMalformed: { 'zh-CN': '报告格式错误：{name}', en: 'The report is malformed: {name}' },
  ingestUnsupportedFormat: { 'zh-CN': '不支持的报告格式', en: 'Unsupported report format' },
  ingestTooManyResults: { 'zh-CN': '报告中的问题过多', en: 'The report has too many results' },
  repoNotAllowed: { 'zh-CN': '不允许使用该代码库地址，如需使用请联系管理员', en: 'This repository address is not allowed; ask an administrator if it should be' },
  repoAuthFailed: { 'zh-CN': '代码库认证失败', en: 'Authentication with the repository failed' },
  repoBranchNotFound: { 'zh-CN': '分支不存在', en: 'Branch not found' },
  repoTooLarge: { 'zh-CN': '代码库超过大小上限', en: 'The repository is larger than the limit' },
  uploadBadPath: { 'zh-CN': '文件夹路径无效：{name}', en: 'Not a valid folder path: {name}' },
  uploadMd5Mismatch: { 'zh-CN': '文件校验失败（MD5 不一致），未创建文件，请重新上传', en: 'The file failed its check (MD5 mismatch); nothing was stored, please upload it again' },
  uploadMd5Changed: { 'zh-CN': '文件内容在上传过程中发生了变化', en: 'The file changed while it was being uploaded' },
  uploadEmpty: { 'zh-CN': '空文件无需上传', en: 'An empty file is not uploaded' },
  uploadChunkCount: { 'zh-CN': '分片数量与文件大小不符', en: 'The number of chunks does not match the file size' },
  uploadChunkLimits: { 'zh-CN': '分片须不小于 {size} MB，且不超过 {count} 片', en: 'Chunks must be at least {size} MB, and at most {count} of them' },
  uploadChunkRange: { 'zh-CN': '分片序号超出范围', en: 'The chunk number is out of range' },
  uploadChunkSize: { 'zh-CN': '分片大小与约定不符', en: 'The chunk size does not match' },
  personalQuotaExceeded: { 'zh-CN': '个人空间已满：上限 {count} MB，请先清理不需要的文件', en: 'Your personal space is full: the limit is {count} MB; remove files you no longer need first' },
  uploadNoSpace: { 'zh-CN': '服务器磁盘空间不足', en: 'There is not enough space on the server' },
  wrongType: { 'zh-CN': '类型错误', en: 'Wrong type' },
  unknownField: { 'zh-CN': '未知字段：{name}', en: 'Unknown field: {name}' },
  notAllowedValue: { 'zh-CN': '取值不在允许范围内', en: 'Not an allowed value' },
  invalidValue: { 'zh-CN': '取值无效', en: 'Invalid value' },
  // Document libraries
  nodeNameChars: { 'zh-CN': '名称不能包含 /、\\、控制字符或文字方向控制字符', en: 'A name cannot contain /, \\, control characters or text direction controls' },
  nodeNameReserved: { 'zh-CN': '名称不能是 . 或 ..', en: 'A name cannot be . or ..' },
  nodeNameTooLong: { 'zh-CN': '名称不能超过 {count} 字节', en: 'A name can be at most {count} bytes' },
  // Wiki
  wikiPageInRecycle: { 'zh-CN': '页面“{name}”已在回收站中', en: 'The page "{name}" is in the recycle bin' },
  wikiPageNotInRecycle: { 'zh-CN': '页面“{name}”不在回收站中', en: 'The page "{name}" is not in the recycle bin' },
  wikiTitleTaken: { 'zh-CN': '同一级已有标题为“{name}”的页面', en: 'A page at this level is already titled "{name}"' },
  wikiMoveIntoItself: { 'zh-CN': '不能把页面移动到它自身或它的子页面下', en: 'A page cannot be moved under itself or one of its sub-pages' },
  wikiTooDeep: { 'zh-CN': '页面层级不能超过 {count} 级', en: 'Pages can be nested at most {count} levels deep' },
  wikiTooManyPages: { 'zh-CN': '一个文档库最多 {count} 个页面', en: 'A library can hold at most {count} pages' },
  wikiParentMissing: { 'zh-CN': '上级页面不存在或已删除', en: 'The parent page does not exist or was deleted' },
  wikiVersionMissing: { 'zh-CN': '该页面没有这个版本', en: 'This page has no such version' },
  wikiImportUntitled: { 'zh-CN': '请填写页面标题（Markdown 开头没有一级标题）', en: 'Give the page a title (the Markdown does not start with a first-level heading)' },
  wikiImportVersion: { 'zh-CN': '导入', en: 'Imported' },
  wikiTooLarge: { 'zh-CN': '页面内容超过上限 {count} MB', en: 'The page content is larger than the {count} MB limit' },
  wikiNotAnImage: { 'zh-CN': '只能上传图片（gif、jpg、jpeg、png、bmp、webp）', en: 'Only images can be uploaded (gif, jpg, jpeg, png, bmp, webp)' },
  wikiImageMissing: { 'zh-CN': '请求中没有图片', en: 'The request holds no image' },
  nodeNameTaken: { 'zh-CN': '当前文件夹中已有名为“{name}”的项目', en: 'This folder already has an item named "{name}"' },
  folderNameTaken: { 'zh-CN': '当前文件夹中已有名为“{name}”的文件夹，不能作为文件上传', en: 'This folder already has a folder named "{name}"; a file cannot replace it' },
  nodeInRecycle: { 'zh-CN': '“{name}”已在回收站中', en: '"{name}" is in the recycle bin' },
  nodeNotInRecycle: { 'zh-CN': '“{name}”不在回收站中', en: '"{name}" is not in the recycle bin' },
  notAFolder: { 'zh-CN': '“{name}”不是文件夹', en: '"{name}" is not a folder' },
  notAFile: { 'zh-CN': '“{name}”不是文件', en: '"{name}" is not a file' },
  moveIntoItself: { 'zh-CN': '不能把文件夹移动到它自身或它的子文件夹中', en: 'A folder cannot be moved into itself or one of its sub-folders' },
  copyIntoItself: { 'zh-CN': '不能把文件夹复制到它自身或它的子文件夹中', en: 'A folder cannot be copied into itself or one of its sub-folders' },
  moveAcrossLibraries: { 'zh-CN': '只能在同一个文档库内移动，跨文档库请使用复制', en: 'Items move within one library; copy them to another library instead' },
  renameNeedsOne: { 'zh-CN': '只移动或复制一项时才能指定新名称', en: 'A new name can be given only when moving or copying one item' },
  copyTooLarge: { 'zh-CN': '一次最多复制 {count} 个文件和文件夹', en: 'At most {count} files and folders can be copied at once' },
  rootNotChangeable: { 'zh-CN': '不能修改文档库的根文件夹', en: 'The root folder of a library cannot be changed' },
  versionIsCurrent: { 'zh-CN': '这已经是当前版本', en: 'This is already the current version' },
  rangeNotSatisfiable: { 'zh-CN': '请求的范围超出了文件大小', en: 'The requested range is beyond the end of the file' },
  previewNeedsLibreOffice: { 'zh-CN': '预览此类文件需要服务器安装 LibreOffice，请先下载后查看', en: 'Previewing this kind of file needs LibreOffice on the server; download it to view it' },
  previewNotOffice: { 'zh-CN': '此类文件不能转换为 PDF 预览', en: 'This kind of file cannot be converted to PDF for preview' },
  previewFailed: { 'zh-CN': 'LibreOffice 未能转换此文件，请下载后查看', en: 'LibreOffice could not convert this file; download it to view it' },
  uploadTooLarge: { 'zh-CN': '文件超过上限 {count} MB', en: 'The file is larger than the {count} MB limit' },
  uploadNoFile: { 'zh-CN': '没有收到文件', en: 'No file was received' },
  uploadTooManyFiles: { 'zh-CN': '一次最多上传 {count} 个文件', en: 'At most {count} files can be uploaded at once' },
  uploadMalformed: { 'zh-CN': '上传内容不完整或格式错误，请重新上传', en: 'The upload was cut short or is malformed; please upload again' },
  uploadNotMultipart: { 'zh-CN': '请以 multipart/form-data 方式上传文件', en: 'Upload files as multipart/form-data' },
  uploadUnexpectedField: { 'zh-CN': '上传表单只能包含文件，位置请放在查询参数中：{name}', en: 'The upload form carries files only; put the target in the query: {name}' },
  personalNotDeletable: { 'zh-CN': '个人空间不能删除', en: 'A personal space cannot be deleted' },
  libraryNotDeleted: { 'zh-CN': '该文档库不在回收站中', en: 'This library is not in the recycle bin' },
  projectLibrariesOnly: { 'zh-CN': '只能对项目文档库执行此操作', en: 'This applies to project libraries only' },
  libraryNeedsAdmin: { 'zh-CN': '文档库至少需要一位管理员', en: 'A library needs at least one admin' },
  grantUnknownAccount: { 'zh-CN': '未知账号：{name}', en: 'Unknown account: {name}' },
  grantUnknownDepartment: { 'zh-CN': '未知部门：{name}', en: 'Unknown department: {name}' },
  grantUnknownGroup: { 'zh-CN': '未知用户组：{name}', en: 'Unknown group: {name}' },
  grantDuplicate: { 'zh-CN': '同一对象只能授权一次：{name}', en: 'Each grantee can be granted once: {name}' },
  uploadFinishing: { 'zh-CN': '文件正在校验入库，请稍后再试', en: 'The file is being checked and stored; try again shortly' },
  previewUnsupported: { 'zh-CN': '此类文件不能在线预览', en: 'This kind of file cannot be previewed' },
  // Operation records: the information column of a record, from the code and parameters stored with it
  recordItem: { 'zh-CN': '{name}', en: '{name}' },
  recordLibrarySettings: { 'zh-CN': '修改了{fields:libraryField}', en: 'Changed {fields:libraryField}' },
  recordGrant: { 'zh-CN': '{grantee}：{role:libraryRole}', en: '{grantee}: {role:libraryRole}' },
  recordGrantWithDownload: { 'zh-CN': '{grantee}：{role:libraryRole}，可下载', en: '{grantee}: {role:libraryRole}, may download' },
  recordNewVersion: { 'zh-CN': '{path}（v{version}）', en: '{path} (v{version})' },
  recordRenamed: { 'zh-CN': '{from} → {to}', en: '{from} → {to}' },
  recordMoved: { 'zh-CN': '{name}：{from} → {to}', en: '{name}: {from} → {to}' },
  recordMovedRenamed: { 'zh-CN': '{name}：{from} → {to}（新名称 {newName}）', en: '{name}: {from} → {to} (new name {newName})' },
  recordCopied: { 'zh-CN': '{name} → {to}', en: '{name} → {to}' },
  recordRestored: { 'zh-CN': '{name} → {path}', en: '{name} → {path}' },
  recordEmptied: { 'zh-CN': '{count} 项', en: '{count} items' },
  recordVersionRestored: { 'zh-CN': '{name}：v{from} → v{to}', en: '{name}: v{from} → v{to}' },
  recordTaskCreated: { 'zh-CN': '{name}：{url}（分支 {branch}）', en: '{name}: {url} (branch {branch})' },
  recordTaskName: { 'zh-CN': '中文名：{name}', en: 'Name: {name}' },
  recordTaskLanguages: { 'zh-CN': '语言：{langs:language}', en: 'Languages: {langs:language}' },
  recordJsEnvironments: { 'zh-CN': 'JavaScript 运行环境：{environments}', en: 'JavaScript environments: {environments}' },
  recordJsEnvironmentsDetected: { 'zh-CN': 'JavaScript 运行环境：按文件识别', en: 'JavaScript environments: detected for each file' },
  recordNewDefectTime: { 'zh-CN': '新告警起始时间：{time}', en: 'Defects count as new after {time}' },
  recordNewDefectTimeDefault: { 'zh-CN': '新告警起始时间：首次成功扫描结束时', en: 'Defects count as new after the first successful scan' },
  recordTaskNameAndLanguages: { 'zh-CN': '中文名：{name}；语言：{langs:language}', en: 'Name: {name}; languages: {langs:language}' },
  recordScanType: { 'zh-CN': '扫描方式：{scanType:scanType}', en: 'Scan type: {scanType:scanType}' },
  recordMembers: { 'zh-CN': '管理员：{admins}；成员：{users}', en: 'Admins: {admins}; users: {users}' },
  recordFilterAdded: { 'zh-CN': '新增屏蔽路径：{path}', en: 'Path filtered: {path}' },
  recordFilterRemoved: { 'zh-CN': '取消屏蔽路径：{path}', en: 'Path no longer filtered: {path}' },
  recordRepository: { 'zh-CN': '{url}（分支 {branch}）', en: '{url} (branch {branch})' },
  recordSchedule: { 'zh-CN': '每周{days:weekday} {time}', en: 'Every {days:weekday} at {time}' },
  recordScheduleOff: { 'zh-CN': '关闭定时扫描', en: 'Scheduled scans off' },
  recordSuspended: { 'zh-CN': '停用原因：{reason}', en: 'Reason: {reason}' },
  recordToolsAdded: { 'zh-CN': '添加工具：{tools:tool}', en: 'Tools added: {tools:tool}' },
  recordToolsSuspended: { 'zh-CN': '停用工具：{tools:tool}', en: 'Tools suspended: {tools:tool}' },
  recordToolsEnabled: { 'zh-CN': '启用工具：{tools:tool}', en: 'Tools enabled: {tools:tool}' },
  recordScanStarted: { 'zh-CN': '#{build}（{trigger:scanTrigger}）', en: '#{build} ({trigger:scanTrigger})' },
  recordReportIngested: { 'zh-CN': '#{build}：上传 {format} 报告', en: '#{build}: {format} report uploaded' },
  recordScanStopped: { 'zh-CN': '#{build}', en: '#{build}' },
  recordHandler: { 'zh-CN': '{count} 项 → {handler}', en: '{count} items → {handler}' },
  recordIgnored: { 'zh-CN': '忽略 {count} 项', en: 'Ignored {count} items' },
  recordIgnoredWithReason: { 'zh-CN': '忽略 {count} 项：{reason}', en: 'Ignored {count} items: {reason}' },
  recordUnignored: { 'zh-CN': '恢复 {count} 项', en: 'Brought back {count} items' },
  recordCheckers: { 'zh-CN': '启用规则：{added}；停用规则：{removed}', en: 'Checkers enabled: {added}; disabled: {removed}' },
} as const satisfies Record<string, Text>;

/** Names of the codes the server lists or puts into messages, by kind of code. */
const codeNames = {
  /** Operation types of code-check records (spec §7 getOperationAction). */
  operationAction: {
    CREATE: { 'zh-CN': '新建', en: 'Create' },
    UPDATE: { 'zh-CN': '修改', en: 'Update' },
    RENAME: { 'zh-CN': '重命名', en: 'Rename' },
    MOVE: { 'zh-CN': '移动', en: 'Move' },
    COPY: { 'zh-CN': '复制', en: 'Copy' },
    DELETE: { 'zh-CN': '删除', en: 'Delete' },
    RESTORE: { 'zh-CN': '恢复', en: 'Restore' },
    GRANT: { 'zh-CN': '授权', en: 'Grant' },
    UPLOAD: { 'zh-CN': '上传', en: 'Upload' },
    DOWNLOAD: { 'zh-CN': '下载', en: 'Download' },
    SCAN: { 'zh-CN': '扫描', en: 'Scan' },
    SUSPEND: { 'zh-CN': '停用', en: 'Suspend' },
    RESUME: { 'zh-CN': '启用', en: 'Resume' },
    STOP_SCAN: { 'zh-CN': '停止分析', en: 'Stop analysis' },
    TOOLS: { 'zh-CN': '工具变更', en: 'Tools changed' },
    FILTER: { 'zh-CN': '路径屏蔽', en: 'Path filter' },
    CHECKERS: { 'zh-CN': '规则配置', en: 'Checker settings' },
    HANDLER: { 'zh-CN': '修改处理人', en: 'Handler changed' },
    MEMBERS: { 'zh-CN': '成员变更', en: 'Members changed' },
    REPOSITORY: { 'zh-CN': '代码库变更', en: 'Repository changed' },
    SCHEDULE: { 'zh-CN': '扫描触发', en: 'Scan trigger' },
  } satisfies Record<OperationAction, Text>,
  libraryOperation: {
    LIBRARY_CREATE: { 'zh-CN': '新建文档库', en: 'Create library' },
    LIBRARY_UPDATE: { 'zh-CN': '修改文档库设置', en: 'Change library settings' },
    LIBRARY_DELETE: { 'zh-CN': '删除文档库', en: 'Delete library' },
    LIBRARY_RESTORE: { 'zh-CN': '恢复文档库', en: 'Restore library' },
    GRANT: { 'zh-CN': '授权', en: 'Grant' },
    REVOKE: { 'zh-CN': '取消授权', en: 'Revoke' },
    CREATE_FOLDER: { 'zh-CN': '新建文件夹', en: 'Create folder' },
    UPLOAD: { 'zh-CN': '上传', en: 'Upload' },
    NEW_VERSION: { 'zh-CN': '上传新版本', en: 'New version' },
    RESTORE_VERSION: { 'zh-CN': '恢复历史版本', en: 'Restore version' },
    RENAME: { 'zh-CN': '重命名', en: 'Rename' },
    MOVE: { 'zh-CN': '移动', en: 'Move' },
    COPY: { 'zh-CN': '复制', en: 'Copy' },
    DELETE: { 'zh-CN': '删除到回收站', en: 'Delete to recycle bin' },
    RESTORE: { 'zh-CN': '从回收站恢复', en: 'Restore from recycle bin' },
    PURGE: { 'zh-CN': '彻底删除', en: 'Delete permanently' },
    EMPTY_RECYCLE: { 'zh-CN': '清空回收站', en: 'Empty recycle bin' },
    EXPIRE: { 'zh-CN': '超过保留期自动清除', en: 'Purged after retention' },
  } satisfies Record<LibraryOperation, Text>,
  adminOperation: {
    USER_CREATE: { 'zh-CN': '新建人员', en: 'Create person' },
    USER_UPDATE: { 'zh-CN': '修改人员', en: 'Change person' },
    USER_DEACTIVATE: { 'zh-CN': '停用人员', en: 'Deactivate person' },
    USER_ACTIVATE: { 'zh-CN': '启用人员', en: 'Reactivate person' },
    USER_RESET_PASSWORD: { 'zh-CN': '重置密码', en: 'Reset password' },
    USER_IMPORT: { 'zh-CN': '导入人员', en: 'Import people' },
    DEPARTMENT_CREATE: { 'zh-CN': '新建部门', en: 'Create department' },
    DEPARTMENT_UPDATE: { 'zh-CN': '修改部门', en: 'Change department' },
    DEPARTMENT_DELETE: { 'zh-CN': '删除部门', en: 'Delete department' },
    GROUP_CREATE: { 'zh-CN': '新建用户组', en: 'Create group' },
    GROUP_UPDATE: { 'zh-CN': '修改用户组', en: 'Change group' },
    GROUP_DELETE: { 'zh-CN': '删除用户组', en: 'Delete group' },
    GROUP_MEMBERS: { 'zh-CN': '修改组成员', en: 'Change group members' },
    CLASSIFY_CREATE: { 'zh-CN': '新建分类', en: 'Create category' },
    CLASSIFY_UPDATE: { 'zh-CN': '修改分类', en: 'Change category' },
    CLASSIFY_MOVE: { 'zh-CN': '移动分类', en: 'Move category' },
    CLASSIFY_DELETE: { 'zh-CN': '删除分类', en: 'Delete category' },
    CLASSIFY_ASSIGN: { 'zh-CN': '加入分类', en: 'Add to category' },
    CLASSIFY_UNASSIGN: { 'zh-CN': '移出分类', en: 'Remove from category' },
    RECOMMEND: { 'zh-CN': '推荐知识', en: 'Recommend' },
    UNRECOMMEND: { 'zh-CN': '取消推荐', en: 'Withdraw recommendation' },
    NOTICE_PUBLISH: { 'zh-CN': '发布公告', en: 'Publish notice' },
    NOTICE_END: { 'zh-CN': '结束公告', en: 'End notice' },
    SECURITY_UPDATE: { 'zh-CN': '修改安全设置', en: 'Change security settings' },
    SHARE_TEMPLATE_CREATE: { 'zh-CN': '新建共享模板', en: 'Create share template' },
    SHARE_TEMPLATE_UPDATE: { 'zh-CN': '修改共享模板', en: 'Change share template' },
    SHARE_TEMPLATE_DELETE: { 'zh-CN': '删除共享模板', en: 'Delete share template' },
    RECYCLE_RESTORE: { 'zh-CN': '从回收站恢复（后台）', en: 'Restore from recycle bin (back office)' },
    RECYCLE_PURGE: { 'zh-CN': '彻底删除（后台）', en: 'Delete permanently (back office)' },
  } satisfies Record<AdminOperation, Text>,
  /** Who a grant can name (the user-type list of the permission dialog). */
  granteeType: {
    user: { 'zh-CN': '用户', en: 'User' },
    department: { 'zh-CN': '部门', en: 'Department' },
    group: { 'zh-CN': '用户组', en: 'Group' },
  } satisfies Record<GranteeType, Text>,
  libraryRole: {
    admin: { 'zh-CN': '管理员', en: 'admin' },
    edit: { 'zh-CN': '编辑', en: 'edit' },
    upload: { 'zh-CN': '上传', en: 'upload' },
    read: { 'zh-CN': '只读', en: 'read' },
  } satisfies Record<LibraryRole, Text>,
  libraryField: {
    name: { 'zh-CN': '名称', en: 'name' },
    description: { 'zh-CN': '描述', en: 'description' },
    classification: { 'zh-CN': '分类', en: 'classification' },
    retentionDays: { 'zh-CN': '回收站保留天数', en: 'recycle bin retention' },
  },
  toolType: {
    STANDARD: { 'zh-CN': '代码规范', en: 'Coding standards' },
    DEFECT: { 'zh-CN': '代码缺陷', en: 'Code defects' },
    CCN: { 'zh-CN': '圈复杂度', en: 'Cyclomatic complexity' },
    DUPC: { 'zh-CN': '重复率', en: 'Duplication' },
  },
  toolPattern: {
    LINT: { 'zh-CN': '规范检查', en: 'Lint' },
    CCN: { 'zh-CN': '圈复杂度', en: 'Cyclomatic complexity' },
    DUPC: { 'zh-CN': '重复代码', en: 'Duplicated code' },
  },
  paramType: {
    NUMBER: { 'zh-CN': '数字', en: 'Number' },
    STRING: { 'zh-CN': '文本', en: 'Text' },
    BOOLEAN: { 'zh-CN': '开关', en: 'Switch' },
    ENUM: { 'zh-CN': '选项', en: 'Choice' },
  },
  /** The tools whose names are words; the others are product names, the same in every language. */
  tool: {
    ...Object.fromEntries(TOOLS.map((tool) => [tool.name, { 'zh-CN': tool.displayName, en: tool.displayName }])),
    CCN: { 'zh-CN': '圈复杂度', en: 'Cyclomatic complexity' },
    DUPC: { 'zh-CN': '重复代码', en: 'Duplications' },
  },
  /** Programming languages go by their own names in every language. */
  language: Object.fromEntries(CODE_LANGUAGES.map((lang) => [lang.key, { 'zh-CN': lang.name, en: lang.name }])),
  scanType: {
    full: { 'zh-CN': '全量', en: 'full' },
    incremental: { 'zh-CN': '增量', en: 'incremental' },
  },
  scanTrigger: {
    manual: { 'zh-CN': '手动触发', en: 'manual' },
    pipeline: { 'zh-CN': '流水线触发', en: 'pipeline' },
    schedule: { 'zh-CN': '定时触发', en: 'scheduled' },
  },
  /** Cron weekdays: 0 is Sunday. */
  weekday: {
    0: { 'zh-CN': '日', en: 'Sun' },
    1: { 'zh-CN': '一', en: 'Mon' },
    2: { 'zh-CN': '二', en: 'Tue' },
    3: { 'zh-CN': '三', en: 'Wed' },
    4: { 'zh-CN': '四', en: 'Thu' },
    5: { 'zh-CN': '五', en: 'Fri' },
    6: { 'zh-CN': '六', en: 'Sat' },
  },
} satisfies Record<string, Record<string, Text>>;

export type MessageKey = keyof typeof messages;
export type CodeKind = keyof typeof codeNames;
type MessageParam = string | number | readonly (string | number)[];
export type MessageParams = Record<string, MessageParam | undefined>;

const LIST_SEPARATOR: Record<Locale, string> = { 'zh-CN': '、', en: ', ' };
/** What an empty list reads as. */
const NONE = '—';

/** The name of a code in the reader's language; a code the catalogue does not know shows as itself. */
export function nameOf(locale: Locale, kind: CodeKind, code: string | number): string {
  const names: Partial<Record<string, Text>> = codeNames[kind];
  return names[String(code)]?.[locale] ?? String(code);
}

function fill(locale: Locale, value: MessageParam | undefined, kind: CodeKind | undefined): string {
  if (value === undefined) return '';
  const named = (code: string | number) => (kind ? nameOf(locale, kind, code) : String(code));
  if (!Array.isArray(value)) return named(value as string | number);
  return value.length ? value.map(named).join(LIST_SEPARATOR[locale]) : NONE;
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(\w+)(?::(\w+))?\}/g, (_, field: string, kind: CodeKind | undefined) => fill(locale, params[field], kind));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}
