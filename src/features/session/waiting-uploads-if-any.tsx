import { type ComponentType, useEffect, useState } from 'react';
import { useAppServices } from './app-services';

/**
 * For the sign-in page: the uploads that wait for this sign-in, with the upload queue's code loaded
 * only in a browser that has a queue, so a first visit's sign-in page does without it. Asked on every
 * showing, as a session that ends on a library page comes back here with uploads of its own.
 */
export function WaitingUploadsIfAny() {
  const { uploads } = useAppServices();
  const [WaitingUploads, setWaitingUploads] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    void uploads
      .loadWaitingList()
      .then((component) => {
        if (shown && component) setWaitingUploads(() => component);
      })
      // The form works without the list.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [uploads]);
  return WaitingUploads ? <WaitingUploads /> : null;
}
