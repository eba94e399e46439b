import { Button } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useState } from 'react';
import { previewExtension } from '../../contract/preview-kind';
import { useI18nContext } from '../../i18n/i18n-react';
import { officeSession, postToEditor, useOfficeWhiteList } from '../api/office';
import { connectivity, isConnected } from '../state/connectivity';
import { showToast } from './toaster';

interface OfficeEditButtonProps {
  libraryId: number;
  nodeId: number;
  name: string;
  /** The person may change the file: the editor then saves new versions; otherwise it only shows it. */
  canEdit: boolean;
  testId?: string;
}

/**
 * 'Edit online': opens a Word, Excel or PowerPoint file in the organisation's office server, each save a new
 * version. Shown only when an office server is configured, it opens this kind of file, and the network is there.
 */
export function OfficeEditButton({ libraryId, nodeId, name, canEdit, testId = 'office-edit' }: OfficeEditButtonProps) {
  const { LL } = useI18nContext();
  const online = useSelector(() => isConnected(connectivity.get()));
  const white = useOfficeWhiteList(online);
  const [opening, setOpening] = useState(false);
  if (!online || !white.data?.enabled || !white.data.extensions.includes(previewExtension(name))) return null;

  async function open() {
    // The tab opens during the click, so no popup blocker stops it; the editor loads into it once the token is there.
    const target = `librarium-office-${nodeId}`;
    const tab = window.open('about:blank', target);
    setOpening(true);
    try {
      postToEditor(await officeSession(libraryId, nodeId), target);
    } catch (error) {
      tab?.close();
      showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button size="sm" variant="outline" loading={opening} onClick={() => void open()} data-testid={testId}>
      {canEdit ? LL.office.edit() : LL.office.view()}
    </Button>
  );
}
