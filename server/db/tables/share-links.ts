import type { Generated } from 'kysely';
import type { ShareAudience, ShareLinkEvent, ShareLinkMode } from '../../../contract/share-links';

/** A share link: its token's hash and sealed token, what it opens, for whom, and its limits. `audience_ids` is a JSON list. */
interface ShareLinksTable {
  id: Generated<number>;
  token_hash: string;
  token_sealed: string;
  library_id: number;
  node_id: number;
  maker_id: number;
  audience: ShareAudience;
  audience_ids: string;
  password_hash: string | null;
  mode: ShareLinkMode;
  expires_at: number | null;
  download_limit: number | null;
  download_count: Generated<number>;
  created_at: number;
  revoked_at: number | null;
  revoked_by: number | null;
}

/** One use of a link: who (when signed in), from where, with what, and when. */
interface ShareLinkUsesTable {
  id: Generated<number>;
  link_id: number;
  event: ShareLinkEvent;
  user_id: number | null;
  node_id: number | null;
  name: string | null;
  ip: string;
  user_agent: string;
  at: number;
}

export interface ShareLinkTables {
  share_links: ShareLinksTable;
  share_link_uses: ShareLinkUsesTable;
}
