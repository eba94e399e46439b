import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressFolder } from './scripts/precompress';

/**
 * Libraries the shell itself runs on every page (not those of single screens, nor the offline cache's
 * storage, which main.tsx loads beside the locale's texts).
 */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!query-persist)[^\\/]+|@emotion|stylis|@legendapp|typesafe-i18n|redaxios|valibot|use-sync-external-store|hoist-non-react-statics|react-is)[\\/]/;

/**
 * The project's own modules that the shell runs before its first screen and lazy screens share. Left to
 * themselves they become a dozen tiny chunks, each compressed on its own; with the shell libraries they
 * share one file and one compression dictionary.
 */
/** Chakra pieces the shell's first screen draws, which lazy screens share: kept in the shell's file too. */
const SHELL_CHAKRA =
  /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](button|stack|spinner)[\\/]|styled-system[\\/]create-recipe-context)|@zag-js[\\/]anatomy[\\/])/;

/**
 * The component kit of the screens (Chakra's components and the state machines and positioning under
 * them), in one file loaded with the first screen: the sign-in page needs two thirds of it and a
 * library's file list nearly all, and left to themselves they came as some thirty files of 1 to 10 KB,
 * each a request of its own on the first screen's critical path.
 */
const UI_KIT = /[\\/]node_modules[\\/](@chakra-ui|@zag-js|@ark-ui|@floating-ui|@internationalized|proxy-compare|@swc[\\/]helpers)[\\/]/;

const SHELL_MODULES =
  /[\\/](contract[\\/](constants|endpoint|envelope-reader)\.ts|src[\\/]lib[\\/](load-chunk|local-store|login-href)\.ts|src[\\/]api[\\/](api-error|lazy-contract|api-prefix|client)\.ts|i18n[\\/]i18n-(util\.ts|react\.tsx))$/;

/**
 * Writes brotli and gzip copies beside the built files for the server to send as they are. It runs after
 * every other step of the build, the service worker's own build included, so that worker is compressed too.
 */
function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'librarium:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const totals = await precompressFolder(path.resolve(config.root, config.build.outDir));
        const kb = (bytes: number) => (bytes / 1024).toFixed(0);
        config.logger.info(`brotli and gzip copies of ${totals.files} files: ${kb(totals.rawBytes)} KB as built, ${kb(totals.brotliBytes)} KB with brotli`);
      },
    },
  };
}

/**
 * The dictionaries' `server` namespace is what the server says (its messages, record wording); the web
 * app never loads it, so its chunks ship empty instead of carrying the server's words to every browser.
 */
function serverWordsStayOnServer(): Plugin {
  const SERVER_WORDS = /[\\/]i18n[\\/][^\\/]+[\\/]server[\\/]index\.ts$/;
  return { name: 'server-words-stay-on-server', enforce: 'pre', load: (id) => (SERVER_WORDS.test(id) ? 'export default {};' : undefined) };
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    // Keys the offline cache, so a new release never reads data shaped by an older one.
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    serverWordsStayOnServer(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (workbox-window) so no inline script reaches the page (CSP).
      injectRegister: false,
      manifest: {
        name: 'Librarium 文库',
        short_name: '文库',
        description: 'Knowledge base, document libraries and code check for our staff',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f5f8b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The web manifest is added by the plugin itself; listing it here would precache it twice.
        // mjs: the PDF viewer's worker, so a PDF never opened online still draws offline.
        globPatterns: ['**/*.{js,mjs,css,html,png,svg,ico,woff2}'],
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the bundle-size budget (scripts/bundle-size.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its default config, every component's recipe included, with a
        // defineConfig call the bundler must otherwise keep, so importing the few recipes the app uses
        // from it kept others in the first download (4 KB once minified). The call returns its argument.
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        codeSplitting: {
          // Libraries every page runs before its first screen, in one file: spread over many small
          // chunks they compressed worse and took a dozen requests.
          groups: [
            { name: 'shell-libs', test: (id: string) => SHELL_LIBRARIES.test(id) || SHELL_CHAKRA.test(id) || SHELL_MODULES.test(id) },
            // The kit's part the shell itself runs (Chakra's styling system and theme) stays in its first download.
            { name: 'shell-ui-kit', test: UI_KIT, tags: ['$initial'] },
            { name: 'ui-kit', test: UI_KIT },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
