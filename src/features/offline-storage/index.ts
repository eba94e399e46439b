/** What the shell uses of offline storage: the settings dialog. */
export { OfflineStorageDialog } from './offline-storage-dialog';
