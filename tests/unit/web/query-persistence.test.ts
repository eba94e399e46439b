import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UnreachableError } from '../../../src/api/api-error';
import { lastGoodState, shouldPersistQuery } from '../../../src/api/query-persistence';

async function failedRefetch(queryClient: QueryClient, key: string[]) {
  await queryClient
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new UnreachableError('no answer')),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined);
}

describe('the offline copy of the query cache', () => {
  it('keeps a query whose refetch failed, with its last good data, as good data', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['libraries', 'mine'], [{ id: 1, name: '设计文档' }]);
    await failedRefetch(queryClient, ['libraries', 'mine']);
    expect(queryClient.getQueryState(['libraries', 'mine'])?.status).toBe('error');

    const saved = lastGoodState({ buster: 'v1', timestamp: Date.now(), clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }) });
    expect(saved.clientState.queries).toHaveLength(1);
    const [query] = saved.clientState.queries;
    expect(query?.state).toMatchObject({ status: 'success', error: null, data: [{ id: 1, name: '设计文档' }] });

    const next = new QueryClient();
    hydrate(next, saved.clientState);
    expect(next.getQueryData(['libraries', 'mine'])).toEqual([{ id: 1, name: '设计文档' }]);
    expect(next.getQueryState(['libraries', 'mine'])?.status).toBe('success');
  });

  it('leaves out what holds no data and what asked to stay out', async () => {
    const queryClient = new QueryClient();
    await failedRefetch(queryClient, ['never', 'read']);
    await queryClient.fetchQuery({ queryKey: ['notice', 'current'], queryFn: async () => ({ content: 'x' }), meta: { persist: false } });
    queryClient.setQueryData(['personal'], { id: 7 });
    const kept = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((query) => query.queryKey);
    expect(kept).toEqual([['personal']]);
  });
});
