import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { endpointPath } from '../../../contract/endpoint';
import { sharedEndpoints } from '../../../contract/share-links';
import { API_PREFIX } from '../../api/api-prefix';
import { type FileRequestUploader, SharedPage } from '../../features/share-links/shared-page';
import { UploadEngine } from '../../features/upload/engine';

const route = getRouteApi('/s/$token');

/**
 * A file request's files go through the product's resumable upload engine (hashing, chunks, retries),
 * its permits asked of the link instead of a library: the two features meet here.
 */
const uploadThroughLink: FileRequestUploader = (token, files, report) => {
  const engine = new UploadEngine({
    transport: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
    apiPrefix: API_PREFIX,
    permitAt: () => `${API_PREFIX}${endpointPath(sharedEndpoints.permit, { params: { token } })}`,
  });
  const ids = files.map((file, index) => `${Date.now()}-${index}-${file.name}`);
  engine.on((event) => {
    if (event.type === 'item') {
      const index = ids.indexOf(event.item.id);
      if (event.item.status === 'error') report(index, { state: 'failed', message: event.item.error?.message ?? '' });
      else report(index, { percent: Math.round(event.item.progress * 100) });
    }
    if (event.type === 'complete') report(ids.indexOf(event.id), { state: 'done', percent: 100 });
    if (event.type === 'removed' && event.error) report(ids.indexOf(event.id), { state: 'failed', message: event.error.message ?? '' });
  });
  // The link decides the folder: the library and folder given here are never sent.
  engine.add(files.map((file, index) => ({ id: ids[index]!, file, name: file.name, relativePath: '', size: file.size, libraryId: 0, parentId: 0 })));
  void engine.settled().then(() => engine.dispose());
};

/** The route's address handed to SharedPage as props, with the upload engine for file requests. */
export function Shared(): ReactElement {
  return createElement(SharedPage, { token: route.useParams().token, upload: uploadThroughLink });
}
