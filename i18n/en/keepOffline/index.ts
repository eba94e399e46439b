import type { NamespaceKeepOfflineTranslation } from '../../i18n-types';

const keepOffline = {
  action: 'Keep offline',
  kept: 'Kept offline',
  title: 'Keep this library offline',
  intro: 'Stores every folder list of “{name}” and the previews of files up to the size you choose, so you can browse and read them offline. It is brought up to date whenever you open the app online.',
  maxFileLabel: 'Largest file to store (MB)',
  maxFileInvalid: 'Enter a whole number from 1 to {max}',
  start: 'Store now',
  refresh: 'Update now',
  remove: 'Remove offline copy',
  removed: 'Offline copy removed',
  cancel: 'Close',
  listing: 'Storing folder lists: {done} folders done',
  storing: 'Storing file previews: {done} of {total}',
  done: 'Kept offline: {files} file previews ({bytes}), {folders} folders',
  storedAt: 'Stored {when}',
  failed: 'Keeping offline did not finish: {message}',
  offline: 'You are offline; connect to store it.',
} satisfies NamespaceKeepOfflineTranslation;

export default keepOffline;
