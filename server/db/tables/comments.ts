import type { Generated } from 'kysely';
import type { CommentSubjectType, WhoMayComment } from '../../../contract/comments';

/** One comment: a thread's first (`thread_id` null) or a reply; a wiki thread's anchor as base64 Yjs relative positions. */
interface CommentsTable {
  id: Generated<number>;
  subject_type: CommentSubjectType;
  subject_id: number;
  library_id: number;
  thread_id: number | null;
  author_id: number;
  body: string;
  anchor_start: string | null;
  anchor_end: string | null;
  anchor_quote: string | null;
  client_id: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
  resolved_at: number | null;
  resolved_by: number | null;
}

interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
}

/** A library's rule of who may comment; a library without a row lets its readers. */
interface CommentSettingsTable {
  library_id: number;
  who: WhoMayComment;
  updated_at: number;
}

export interface CommentTables {
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  comment_settings: CommentSettingsTable;
}
