import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../contract/session';
import { ApiError, UnreachableError } from '../../../src/api/api-error';
import { createApiClient } from '../../../src/api/client';
import type { CachePersistence } from '../../../src/api/query-persistence';
import { currentUserQuery } from '../../../src/api/session';
import { createSessionController } from '../../../src/features/session/session-controller';

function person(account: string): CurrentUser {
  return { id: account.length, account, name: account, email: '', departmentId: null, isClassifyAdmin: false };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup() {
  const queryClient = new QueryClient();
  const persistence = {
    start: vi.fn<CachePersistence['start']>(async () => true),
    stop: vi.fn<CachePersistence['stop']>(),
    wipe: vi.fn<CachePersistence['wipe']>(async () => {}),
  } satisfies CachePersistence;
  const client = createApiClient('/api');
  const endSession = vi.fn(async () => null);
  const wipePreviews = vi.fn(async () => {});
  const wipeWikiDocuments = vi.fn(async () => {});
  const wipeUnsentComments = vi.fn(async () => {});
  const session = createSessionController({ queryClient, persistence, client, endSession, wipePreviews, wipeWikiDocuments, wipeUnsentComments });
  return { queryClient, persistence, client, endSession, wipePreviews, wipeWikiDocuments, wipeUnsentComments, session };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('the session of this browser', () => {
  it('takes up nobody at start when nobody signed in before', async () => {
    const { session, persistence, client } = setup();
    await session.resume();
    expect(client.account()).toBeNull();
    expect(persistence.start).not.toHaveBeenCalled();
  });

  it('remembers who signed in, and restores their offline copy at the next start', async () => {
    const first = setup();
    await first.session.establish(person('li.na'));
    expect(first.client.account()).toBe('li.na');
    expect(first.queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(person('li.na'));
    expect(first.persistence.start).toHaveBeenCalledWith('li.na', { restore: false });

    const next = setup();
    await next.session.resume();
    expect(next.client.account()).toBe('li.na');
    expect(next.persistence.start).toHaveBeenCalledWith('li.na', { restore: true });
  });

  it('keeps the cache when the same person signs in again', async () => {
    const { session, queryClient, persistence } = setup();
    await session.establish(person('li.na'));
    queryClient.setQueryData(['libraries'], ['design reviews']);
    await session.establish(person('li.na'));
    expect(queryClient.getQueryData(['libraries'])).toEqual(['design reviews']);
    expect(persistence.wipe).toHaveBeenCalledTimes(1);
  });

  it('wipes everything of the previous person before another one signs in', async () => {
    const { session, queryClient, persistence, wipePreviews, wipeWikiDocuments, wipeUnsentComments } = setup();
    await session.establish(person('li.na'));
    queryClient.setQueryData(['libraries'], ['li.na only']);
    persistence.wipe.mockClear();
    wipePreviews.mockClear();
    wipeWikiDocuments.mockClear();
    wipeUnsentComments.mockClear();
    await session.establish(person('li.na'));
    expect(wipeWikiDocuments).not.toHaveBeenCalled();
    expect(wipeUnsentComments).not.toHaveBeenCalled();
    await session.establish(person('zhao.lei'));
    expect(persistence.wipe).toHaveBeenCalledTimes(1);
    expect(wipePreviews).toHaveBeenCalledTimes(1);
    expect(wipeWikiDocuments).toHaveBeenCalledTimes(1);
    expect(wipeUnsentComments).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['libraries'])).toBeUndefined();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(person('zhao.lei'));
  });

  it('ends the session, forgets the person and wipes the offline copy, the wiki pages’ editor copies and the unsent comments on sign-out', async () => {
    const { session, client, persistence, endSession, wipePreviews, wipeWikiDocuments, wipeUnsentComments } = setup();
    await session.establish(person('li.na'));
    persistence.wipe.mockClear();
    wipePreviews.mockClear();
    wipeWikiDocuments.mockClear();
    wipeUnsentComments.mockClear();
    await session.signOut();
    expect(endSession).toHaveBeenCalled();
    expect(client.account()).toBeNull();
    expect(persistence.wipe).toHaveBeenCalledTimes(1);
    expect(wipePreviews).toHaveBeenCalledTimes(1);
    expect(wipeWikiDocuments).toHaveBeenCalledTimes(1);
    expect(wipeUnsentComments).toHaveBeenCalledTimes(1);
    const next = setup();
    await next.session.resume();
    expect(next.client.account()).toBeNull();
  });

  it('still forgets the person when the server cannot be reached to sign out', async () => {
    const { session, client, endSession } = setup();
    await session.establish(person('li.na'));
    endSession.mockRejectedValueOnce(new Error('offline'));
    await session.signOut();
    expect(client.account()).toBeNull();
  });

  it('ends at the next start the session that a sign-out without network left on the server', async () => {
    const first = setup();
    await first.session.establish(person('li.na'));
    first.endSession.mockRejectedValueOnce(new UnreachableError('offline'));
    await first.session.signOut();

    // The next start, still without network: the server's session is still to be ended.
    const offline = setup();
    offline.endSession.mockRejectedValueOnce(new UnreachableError('offline'));
    await offline.session.resume();
    expect(offline.endSession).toHaveBeenCalledTimes(1);

    // With network it is ended, once.
    const online = setup();
    await online.session.resume();
    expect(online.endSession).toHaveBeenCalledTimes(1);
    const after = setup();
    await after.session.resume();
    expect(after.endSession).not.toHaveBeenCalled();
  });

  it('leaves nothing to end later when the server answered the sign-out, even with a refusal, or when someone signed in since', async () => {
    const refused = setup();
    await refused.session.establish(person('li.na'));
    refused.endSession.mockRejectedValueOnce(new ApiError('session ended', { httpStatus: 401, status: 401 }));
    await refused.session.signOut();
    const next = setup();
    await next.session.resume();
    expect(next.endSession).not.toHaveBeenCalled();

    const offline = setup();
    offline.endSession.mockRejectedValueOnce(new UnreachableError('offline'));
    await offline.session.signOut();
    await offline.session.establish(person('wang.fang'));
    const later = setup();
    await later.session.resume();
    expect(later.endSession).not.toHaveBeenCalled();
  });

  it('knows whether a user is the one it works for', async () => {
    const { session } = setup();
    await session.establish(person('li.na'));
    expect(session.isCurrent(person('li.na'))).toBe(true);
    expect(session.isCurrent(person('wang.fang'))).toBe(false);
  });
});
