import type { Generated } from 'kysely';
import type { AuditTables } from './tables/audit';
import type { BranchAnalysisTables } from './tables/branch-analyses';
import type { CodecheckTables } from './tables/codecheck';
import type { CommentTables } from './tables/comments';
import type { KnowledgeTables } from './tables/knowledge';
import type { LibraryTables } from './tables/library';
import type { ManageTables } from './tables/manage';
import type { NotificationChannelTables } from './tables/notification-channels';
import type { NotificationTables } from './tables/notifications';
import type { QualityGateTables } from './tables/quality-gates';
import type { ShareLinkTables } from './tables/share-links';
import type { UploadTables } from './tables/upload';
import type { WebhookTables } from './tables/webhooks';
import type { WikiTables } from './tables/wiki';

/** Times are epoch milliseconds; flags are 0/1 integers so both dialects store them alike. */
export interface UsersTable {
  id: Generated<number>;
  account: string;
  name: string;
  email: string;
  phone: string;
  password_hash: string | null;
  department_id: number | null;
  is_classify_admin: number;
  is_active: number;
  created_at: number;
  /** The identity provider's issuer and subject of a person who signs in through it; null for local accounts. */
  oidc_issuer: string | null;
  oidc_subject: string | null;
  /** The language the person last used the web app in (a `Locale`); null until they have. */
  locale: string | null;
}

interface DepartmentsTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
}

interface GroupsTable {
  id: Generated<number>;
  name: string;
  department_id: number | null;
}

interface GroupMembersTable {
  group_id: number;
  user_id: number;
}

interface SessionsTable {
  token_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

interface SettingsTable {
  key: string;
  value: string;
}

interface NoticesTable {
  id: Generated<number>;
  content: string;
  department: number;
  created_by: number;
  created_at: number;
}

interface NoticeViewsTable {
  notice_id: number;
  user_id: number;
  viewed_at: number;
}

interface ProjectsTable {
  id: Generated<number>;
  project_id: string;
  project_name: string;
}

interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

interface FoundationTables {
  users: UsersTable;
  departments: DepartmentsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  notices: NoticesTable;
  notice_views: NoticeViewsTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
}

/** Each area keeps its tables in `tables/<area>.ts`; the database is their union. */
export interface Database extends FoundationTables, CodecheckTables, BranchAnalysisTables, LibraryTables, UploadTables, WikiTables, ManageTables, KnowledgeTables, QualityGateTables, WebhookTables, NotificationTables, NotificationChannelTables, AuditTables, ShareLinkTables, CommentTables {}
