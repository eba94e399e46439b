/** Names the page and the service worker share for the upload queue. */

/** The worker tells every open page what happens to the uploads on this channel. */
export const UPLOAD_CHANNEL = 'librarium-uploads';

/** Background Sync tag: the browser wakes the worker with it once the network is back. */
export const UPLOAD_SYNC_TAG = 'librarium-uploads';
