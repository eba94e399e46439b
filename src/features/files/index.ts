/** What other features use of the file manager: its query keys, a file's addresses, versions and details, and its offline copies. */
export { fileDownloadUrl, filePreviewUrl } from './api/content-urls';
export { fileKeys } from './api/file-keys';
export { useFileVersions } from './api/file-versions';
export { type NodeInfo, useNodeInfo } from './api/node-info';
export { keptLibraryQuery } from './offline/kept-library-query';
export { KeptLibrariesRefresh } from './offline/kept-libraries-refresh';
