/** What other features use of the file manager: its query keys, a file's addresses, versions and details. */
export { fileDownloadUrl, filePreviewUrl } from './api/content-urls';
export { fileKeys } from './api/file-keys';
export { useFileVersions } from './api/file-versions';
export { type NodeInfo, useNodeInfo } from './api/node-info';
