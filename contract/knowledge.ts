import { z } from 'zod';
import { AREA } from './api-areas';
import { KNOWLEDGE_LIMITS, LIMITS } from './constants';
import { endpoint } from './endpoint';
import { person } from './library';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/**
 * The classified knowledge base (spec §2 /classify, /home, manage/classify, manage/notice): a tree of
 * categories over libraries, folders, files and wiki pages; follows; recommendations on the home. Every
 * list holds only what the person may read, and its counts agree with it.
 */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
/** Epoch milliseconds, from the start of 1970 to the year 9999. */
const epoch = z.coerce.number<number>().int().min(0).max(253_402_300_799_999);

export const KNOWLEDGE_KINDS = ['library', 'folder', 'file', 'wiki'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];
export const knowledgeKind = z.enum(KNOWLEDGE_KINDS);

export const CLASSIFY_SORTS = ['name', 'updated'] as const;
export type ClassifySort = (typeof CLASSIFY_SORTS)[number];

/** A category of the tree; `count` is the items in it (not below it) the person may read. */
export const category = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  position: z.number().int(),
  count: z.number().int(),
});
export type Category = z.infer<typeof category>;

/** A knowledge item as a person sees it: where it lives, who maintains it, when it changed, whether they follow it. */
export const knowledgeItem = z.object({
  kind: knowledgeKind,
  /** The library's id, the node's id (folder, file) or the page's id (wiki). */
  id: z.number().int(),
  name: z.string(),
  libraryId: z.number().int(),
  libraryName: z.string(),
  /** The library's admins (grants with the admin role) or, for a personal library, its owner. */
  maintainers: z.array(person),
  updatedAt: z.number(),
  followed: z.boolean(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItem>;

const itemRef = z.strictObject({ kind: knowledgeKind, itemId: id });

export const classifyItemsQuery = pageQuery().extend({
  kind: knowledgeKind.optional(),
  sort: z.enum(CLASSIFY_SORTS).default('updated'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type ClassifyItemsQuery = z.output<typeof classifyItemsQuery>;

const categoryName = text({ required: true, max: KNOWLEDGE_LIMITS.categoryNameMax, displayName: true }).transform((value) => value.trim().normalize('NFC'));

const createCategoryBody = z.strictObject({ name: categoryName, parentId: id.nullable().default(null) });
const renameCategoryBody = z.strictObject({ name: categoryName });
/** Under `parentId` (null: top level) at `position` among its new siblings (from 0; past the end: last). */
const moveCategoryBody = z.strictObject({ parentId: id.nullable(), position: z.number().int().min(0).max(KNOWLEDGE_LIMITS.categoriesMax) });

const candidatesQuery = z.strictObject({
  keyword: z.string().trim().min(1, 'v:necessary:').max(LIMITS.queryMax),
  kind: knowledgeKind.optional(),
});

export const recommendation = z.object({
  id: z.number().int(),
  position: z.number().int(),
  expiresAt: z.number().nullable(),
  expired: z.boolean(),
  createdBy: person.nullable(),
  /** Null when the item is gone (deleted) or the admin may not read it. */
  item: knowledgeItem.nullable(),
  itemKind: knowledgeKind,
  itemId: z.number().int(),
});
export type Recommendation = z.infer<typeof recommendation>;

const recommendBody = z.strictObject({ kind: knowledgeKind, itemId: id, expiresAt: epoch.nullable().default(null) });
const reorderBody = z.strictObject({ ids: z.array(id).min(1).max(KNOWLEDGE_LIMITS.recommendationsMax) });
const expiryBody = z.strictObject({ expiresAt: epoch.nullable() });

export const knowledgeHome = z.object({
  recommended: z.array(knowledgeItem),
  recent: z.array(knowledgeItem),
  followed: z.array(knowledgeItem),
});
export type KnowledgeHome = z.infer<typeof knowledgeHome>;

/** The notice as the back office sees it: the latest published, whether it is showing, who published it when. */
export const noticeState = z.object({
  messageId: z.number().int().nullable(),
  content: z.string(),
  department: z.boolean(),
  /** False when nothing was published yet or the latest notice is 'END'. */
  showing: z.boolean(),
  createdAt: z.number().nullable(),
  createdBy: person.nullable(),
});
export type NoticeState = z.infer<typeof noticeState>;

const tags = ['knowledge'];
const manageTags = ['back office'];
const idParams = z.strictObject({ id });

export const knowledgeEndpoints = {
  tree: endpoint({ method: 'GET', path: `${AREA.doc}/knowledge/classify`, tags, summary: 'The classification tree, each category with the items in it the person may read', data: z.array(category) }),
  items: endpoint({
    method: 'GET',
    path: `${AREA.doc}/knowledge/classify/{id}/items`,
    tags,
    summary: 'The items of one category the person may read, paged, sorted by name or update time, of one kind or all',
    params: idParams,
    query: classifyItemsQuery,
    data: page(knowledgeItem),
  }),
  follow: endpoint({
    method: 'PUT',
    path: `${AREA.doc}/knowledge/follow/{id}`,
    tags,
    summary: 'Follow (1) or stop following (0) a knowledge item the person may read',
    params: idParams,
    query: z.strictObject({ kind: knowledgeKind, follow: z.enum(['0', '1']) }),
    data: z.object({ followed: z.boolean() }),
  }),
  followed: endpoint({ method: 'GET', path: `${AREA.doc}/knowledge/follow`, tags, summary: 'The knowledge items the person follows and may still read, newest first', query: pageQuery(), data: page(knowledgeItem) }),
  home: endpoint({ method: 'GET', path: `${AREA.doc}/knowledge/home`, tags, summary: 'The knowledge home: recommended items (not expired), recently updated documents and wiki pages, followed items — all readable by the person', data: knowledgeHome }),
};

export const classifyManageEndpoints = {
  create: endpoint({ method: 'POST', path: `${AREA.manage}/classify`, tags: manageTags, summary: 'Create a category, last among its siblings (classification admins)', body: createCategoryBody, data: category }),
  rename: endpoint({ method: 'PUT', path: `${AREA.manage}/classify/{id}`, tags: manageTags, summary: 'Rename a category (classification admins)', params: idParams, body: renameCategoryBody, data: z.null() }),
  move: endpoint({ method: 'PUT', path: `${AREA.manage}/classify/{id}/move`, tags: manageTags, summary: 'Move a category under another (or to the top) and to a place among its siblings (classification admins)', params: idParams, body: moveCategoryBody, data: z.null() }),
  remove: endpoint({
    method: 'DELETE',
    path: `${AREA.manage}/classify/{id}`,
    tags: manageTags,
    summary: 'Delete a category: its sub-categories and items move up to its parent; at the top level its items are unassigned (classification admins)',
    params: idParams,
    data: z.object({ movedCategories: z.number().int(), movedItems: z.number().int(), unassignedItems: z.number().int() }),
  }),
  candidates: endpoint({ method: 'GET', path: `${AREA.manage}/classify/candidates`, tags: manageTags, summary: 'Libraries, folders, files and wiki pages whose name holds the words, to assign or recommend (classification admins)', query: candidatesQuery, data: z.array(knowledgeItem) }),
  assign: endpoint({ method: 'POST', path: `${AREA.manage}/classify/{id}/items`, tags: manageTags, summary: 'Assign an item to a category (classification admins)', params: idParams, body: itemRef, data: z.null() }),
  unassign: endpoint({ method: 'DELETE', path: `${AREA.manage}/classify/{id}/items`, tags: manageTags, summary: 'Take an item out of a category (classification admins)', params: idParams, query: itemRef, data: z.null() }),
};

export const recommendManageEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.manage}/recommend`, tags: manageTags, summary: 'Every recommendation in order, expired ones too (classification admins)', data: z.array(recommendation) }),
  add: endpoint({ method: 'POST', path: `${AREA.manage}/recommend`, tags: manageTags, summary: 'Recommend an item on the knowledge home, last in order (classification admins)', body: recommendBody, data: z.object({ id: z.number().int() }) }),
  expiry: endpoint({ method: 'PUT', path: `${AREA.manage}/recommend/{id}`, tags: manageTags, summary: 'Change when a recommendation expires (classification admins)', params: idParams, body: expiryBody, data: z.null() }),
  reorder: endpoint({ method: 'PUT', path: `${AREA.manage}/recommend/order`, tags: manageTags, summary: 'Put the recommendations in this order (every id, once) (classification admins)', body: reorderBody, data: z.null() }),
  remove: endpoint({ method: 'DELETE', path: `${AREA.manage}/recommend/{id}`, tags: manageTags, summary: 'Stop recommending an item (classification admins)', params: idParams, data: z.null() }),
  notice: endpoint({ method: 'GET', path: `${AREA.manage}/notice`, tags: manageTags, summary: 'The latest notice banner and whether it is showing (classification admins)', data: noticeState }),
};
