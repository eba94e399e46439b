import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { showToast } from '../../ui/toaster';
import { useUploadFiles } from './api/upload-files';

interface Props {
  libraryId: number;
  /** The library's root when left out. */
  folderId: number | undefined;
}

/**
 * Picks files and sends them in one plain multipart request each batch. The resumable upload panel
 * replaces this component as a whole; nothing else in the file manager knows how files are sent.
 */
export function SimpleUploadButton({ libraryId, folderId }: Props) {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFiles(libraryId);

  function send(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    upload.mutate(
      { libraryId, parentId: folderId, files },
      {
        onSuccess: (outcomes) => {
          const versions = outcomes.filter((outcome) => outcome.result === 'version').length;
          showToast('success', versions ? LL.files.upload.doneWithVersions({ count: outcomes.length, versions }) : LL.files.upload.done({ count: outcomes.length }));
        },
      },
    );
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          send(event.target.files);
          // The same file picked again (a new version) must fire another change.
          event.target.value = '';
        }}
      />
      <Button size="sm" variant="outline" loading={upload.isPending} loadingText={LL.files.upload.sending()} onClick={() => input.current?.click()} data-testid="upload-button">
        {LL.files.actions.upload()}
      </Button>
    </>
  );
}
