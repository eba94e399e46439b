import type { QueryClient } from '@tanstack/react-query';
import { knowledgeHomeQuery } from '../features/knowledge/api/knowledge';
import { loadScreenData } from './screen-data';

/** The knowledge home's recommended, followed and newest items. */
export async function loadKnowledgeHome(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, knowledgeHomeQuery);
}
