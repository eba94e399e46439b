import type { Generated } from 'kysely';
import type { EmailChoice, NotificationKind, SubjectType } from '../../../contract/notifications';

/** One event for one person; title, context and link are kept as they read when it happened. */
interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  actor_name: string;
  subject_type: SubjectType;
  subject_id: number;
  /** What happened to a followed item (`version`, `rename`, …); null for kinds that say it themselves. */
  change: string | null;
  title: string;
  context: string;
  link: string;
  created_at: number;
  read_at: number | null;
}

/** A person's choice for one kind; a kind without a row takes the defaults. */
interface NotificationSettingsTable {
  user_id: number;
  kind: NotificationKind;
  inbox: number;
  email: EmailChoice;
  updated_at: number;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
}
