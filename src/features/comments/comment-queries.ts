import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { commentEndpoints, type CommentSubject } from '../../../contract/comments';
import { api } from '../../api/client';

export const commentKeys = {
  all: ['comments'] as const,
  subject: (subject: CommentSubject) => ['comments', subject.type, subject.libraryId, subject.id] as const,
};

/** An item's threads; kept offline with the rest of the query cache. */
export function commentsQuery(subject: CommentSubject) {
  return queryOptions({
    queryKey: commentKeys.subject(subject),
    queryFn: ({ signal }) => api.call(commentEndpoints.list, { query: { type: subject.type, libraryId: subject.libraryId, id: subject.id } }, { signal }),
    staleTime: 10_000,
  });
}

export function refreshComments(client: QueryClient, subject: CommentSubject) {
  return client.invalidateQueries({ queryKey: commentKeys.subject(subject) });
}

export const commentCalls = {
  edit: (id: number, body: string) => api.call(commentEndpoints.edit, { params: { id }, body: { body } }),
  remove: (id: number) => api.call(commentEndpoints.remove, { params: { id } }),
  resolve: (id: number, resolved: boolean) => api.call(commentEndpoints.resolve, { params: { id }, body: { resolved } }),
  setRule: (libraryId: number, who: 'readers' | 'editors' | 'nobody') => api.call(commentEndpoints.setRule, { params: { libraryId }, body: { who } }),
};
