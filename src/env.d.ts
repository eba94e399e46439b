/// <reference types="vite/client" />

/** package.json version, defined at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_PREFIX?: string;
}
