import { installAppShell } from './app-shell';
import { installLifecycle } from './lifecycle';
import { installPreviewCache } from './preview-cache';
import { installUploadQueue } from './upload/upload-worker';

// Each concern of the worker installs itself from its own module.
installLifecycle();
installAppShell();
installPreviewCache();
installUploadQueue();
