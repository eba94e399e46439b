/** What other features use of uploads: the upload panel, and stopping the queue when someone signs out. */
export { UploadPanel } from './ui/upload-panel';
export { signOutUploads } from './upload-client';
