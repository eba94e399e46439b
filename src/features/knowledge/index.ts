export { CategoryTree } from './category-tree';
export { ItemLink, KindLabel, treeRows, type TreeNode } from './item-parts';
export { knowledgeKeys, manageCalls, useCandidates, useCategoryItems, useFollowedKnowledge, useFollowItem, useKnowledgeChange, useNoticeState, useRecommendations, useTree } from './api/knowledge';
