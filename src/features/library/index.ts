/** What other features use of libraries: one library, and the signed-in person's permission in it. */
export { useLibraryDetail } from './api/library-detail';
/** The libraries the person follows. */
export { useFollowedLibraries } from './api/followed-libraries';
/** The libraries the person can read, newest first (a filter's choices). */
export { useLibraryList } from './api/library-list';
/** The libraries the person administers (every department and project library for a classification admin). */
export { useBackstageLibraries } from './api/backstage-libraries';
