import type { Config } from '../config';
import type { App } from './types';

/**
 * How every API module joins the app: it gets the scoped app, the configuration and its services,
 * built outside it, and registers its routes. Nothing is built inside a module's routes.
 */
export type ApiModule<Services> = (app: App, config: Config, services: Services) => void | Promise<void>;
