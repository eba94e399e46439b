import type { Generated } from 'kysely';

interface AdminOperationsTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  /** What the change was made to, as plain text: a person's account, a category's name. */
  subject: string;
  /** The catalogue message that words the record's further information, and its parameters as JSON; null: none. */
  information_key: string | null;
  information_params: string | null;
  created_at: number;
}

interface WopiLocksTable {
  node_id: number;
  lock_id: string;
  expires_at: number;
}

export interface ManageTables {
  admin_operations: AdminOperationsTable;
  /** Office editing's locks (WOPI). */
  wopi_locks: WopiLocksTable;
}
