import { installAppShell } from './app-shell';
import { installLifecycle } from './lifecycle';

// Each concern of the worker installs itself from its own module.
installLifecycle();
installAppShell();
