/** What other features use of libraries: the signed-in person's permission in one. */
export { useLibraryPermission } from './api/library-permission';
