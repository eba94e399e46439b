/** What other features use of uploads: the upload panel, and the queue's part in signing out and in. */
export { UploadPanel } from './ui/upload-panel';
export { WaitingUploads } from './ui/waiting-uploads';
export { resumeUploadsAfterSignIn, signOutUploads } from './upload-client';
