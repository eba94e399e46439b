import type { Generated } from 'kysely';

/**
 * One audited action. `actor_id` is the person (null for a failed sign-in), `account` the account as it was
 * given or held then, `token_id` the access token the call came with; the subject is a library's file,
 * folder or page (`subject_id`, its name at the time) or a token; the further information (a preview's
 * kind, a page's former title, a grant's grantee and access) is a catalogue message and its parameters as
 * JSON, worded when the record is read, like the other records'.
 */
interface AuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  account: string | null;
  token_id: number | null;
  action: string;
  library_id: number | null;
  subject_id: number | null;
  subject_name: string | null;
  information_key: string | null;
  information_params: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
