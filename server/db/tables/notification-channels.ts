import type { Generated } from 'kysely';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { RobotDeliveryKind, RobotKind } from '../../../contract/notification-robots';

type OutboxStatus = 'pending' | 'succeeded' | 'failed';

/** One e-mail as it will be sent: its words fixed when it was queued, in the recipient's language. */
interface NotificationEmailsTable {
  id: string;
  recipient_id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** A notification waiting for its recipient's daily digest; the inbox row, when there is one, says whether it was read since. */
interface NotificationDigestItemsTable {
  id: Generated<number>;
  user_id: number;
  notification_id: number | null;
  kind: NotificationKind;
  actor_name: string;
  change: string | null;
  title: string;
  context: string;
  link: string;
  created_at: number;
}

interface NotificationDigestsTable {
  user_id: number;
  last_sent_at: number;
}

/** A group robot of a chat tool; `kinds` is a JSON list, the secret is sealed and never shown again. */
interface NotificationRobotsTable {
  id: Generated<number>;
  name: string;
  kind: RobotKind;
  url: string;
  secret: string | null;
  kinds: string;
  library_id: number | null;
  task_id: number | null;
  active: number;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One message for one robot, with its last attempt's request and answer. */
interface RobotDeliveriesTable {
  id: string;
  robot_id: number;
  kind: RobotDeliveryKind;
  title: string;
  content: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number | null;
  request_body: string | null;
  response_status: number | null;
  response_body: string | null;
  duration_ms: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface NotificationChannelTables {
  notification_emails: NotificationEmailsTable;
  notification_digest_items: NotificationDigestItemsTable;
  notification_digests: NotificationDigestsTable;
  notification_robots: NotificationRobotsTable;
  robot_deliveries: RobotDeliveriesTable;
}
