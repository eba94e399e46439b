import { type DragEvent, useEffect, useRef, useState } from 'react';
import { type PickedFile, pickedFromDrop } from '../picked-files';

function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

/**
 * Files dragged anywhere over the page show the drop zone; dropping them there uploads them (folders
 * with their structure). Elsewhere a drop is refused, so the browser never navigates away to open a
 * file the person meant to upload.
 */
export function useWindowDrop(onFiles: (files: PickedFile[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (!enabled) return;
    const enter = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) setDragging(true);
    };
    const refuse = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const end = () => setDragging(false);
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    window.addEventListener('dragend', end);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
      window.removeEventListener('dragend', end);
    };
  }, [enabled]);

  /** Handlers for the drop zone itself. */
  const zone = {
    onDragOver(event: DragEvent) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      // Leaving for a child of the zone is not leaving the zone.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      setDragging(false);
      // The entries must be taken now: the DataTransfer is emptied once this handler returns.
      void pickedFromDrop(event.dataTransfer).then((files) => {
        if (files.length) latest.current(files);
      });
    },
  };

  return { dragging, zone };
}
