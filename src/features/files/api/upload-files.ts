import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIBRARY_LIMITS } from '../../../../contract/constants';
import type { z } from 'zod';
import type { uploadOutcome } from '../../../../contract/files';
import { api } from '../../../api/client';
import { invalidateLibraryFiles } from './invalidate';
import { DOC } from './paths';

export type UploadOutcome = z.infer<typeof uploadOutcome>;

export interface UploadInput {
  libraryId: number;
  parentId?: number;
  files: File[];
}

/**
 * POST file/upload (multipart), in requests of at most the server's files-per-request limit. A file
 * whose name exists in the folder becomes that file's next version.
 */
export async function uploadFiles({ libraryId, parentId, files }: UploadInput): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  for (let start = 0; start < files.length; start += LIBRARY_LIMITS.uploadFilesPerRequest) {
    const form = new FormData();
    for (const file of files.slice(start, start + LIBRARY_LIMITS.uploadFilesPerRequest)) form.append('file', file, file.name);
    const answer = await api.post<{ files: UploadOutcome[] }>(`${DOC}/file/upload`, form, { params: { libraryId, parentId } });
    outcomes.push(...answer.files);
  }
  return outcomes;
}

export function useUploadFiles(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadFiles, onSettled: () => invalidateLibraryFiles(queryClient, libraryId) });
}
