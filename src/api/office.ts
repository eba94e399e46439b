import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OfficeSession, wopiEndpoints } from '../../contract/wopi';
import { api } from './client';

/**
 * Which extensions the organisation's office server opens; it changes only with the server's configuration.
 * Office editing needs the network, so this is asked for online only and kept out of the offline copy: a
 * screen read offline never waits for it.
 */
export const officeWhiteListQuery = queryOptions({
  queryKey: ['office', 'white'] as const,
  queryFn: ({ signal }) => api.call(wopiEndpoints.white, { body: {} }, { signal }),
  staleTime: 10 * 60_000,
  meta: { persist: false },
});

export function useOfficeWhiteList(online: boolean) {
  return useQuery({ ...officeWhiteListQuery, enabled: online });
}

export function officeSession(libraryId: number, nodeId: number): Promise<OfficeSession> {
  return api.call(wopiEndpoints.token, { body: { libraryId, nodeId } });
}

/**
 * Opens the office editor the way WOPI clients expect to be opened: a form posted to the editor's address
 * with the access token in the body (never in an address, where it would land in logs and history).
 */
export function postToEditor(session: OfficeSession, target: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = session.editorUrl;
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of [
    ['access_token', session.accessToken],
    ['access_token_ttl', String(session.accessTokenTtl)],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
