import type { Generated } from 'kysely';

/** What a knowledge item is: a library, a folder or file (`nodes`), or a wiki page (`wiki_pages`). */
export type KnowledgeItemKind = 'library' | 'folder' | 'file' | 'wiki';

interface ClassifyCategoriesTable {
  id: Generated<number>;
  /** Null at the top of the tree. */
  parent_id: number | null;
  name: string;
  /** Order among the siblings, from 0. */
  position: number;
  created_at: number;
  updated_at: number;
}

interface ClassifyItemsTable {
  id: Generated<number>;
  category_id: number;
  item_kind: KnowledgeItemKind;
  item_id: number;
  created_by: number | null;
  created_at: number;
}

interface KnowledgeFollowsTable {
  user_id: number;
  item_kind: KnowledgeItemKind;
  item_id: number;
  created_at: number;
}

interface KnowledgeRecommendationsTable {
  id: Generated<number>;
  item_kind: KnowledgeItemKind;
  item_id: number;
  position: number;
  /** No longer shown from this moment on; null: until removed. */
  expires_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface KnowledgeTables {
  classify_categories: ClassifyCategoriesTable;
  classify_items: ClassifyItemsTable;
  knowledge_follows: KnowledgeFollowsTable;
  knowledge_recommendations: KnowledgeRecommendationsTable;
}
