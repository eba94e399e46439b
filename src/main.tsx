import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api/client';
import { persistenceOnceLoaded } from './api/persistence-once-loaded';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { showBootFailure } from './app/boot-failure';
import { connectClient } from './app/connect-client';
import { createAppRouter, preloadAddressedScreens } from './app/router';
import { registerServiceWorkerAfterFirstScreen } from './app/service-worker';
import { createSessionController } from './features/session/session-controller';
import { loadChunk } from './lib/load-chunk';
import { activateLocale, saveLocale, savedLocale } from './lib/locale';
import { watchConnectivity } from './state/connectivity';
import { watchColorMode } from './ui/color-mode';

async function start(container: HTMLElement) {
  // Before anything is drawn, so a dark page never shows light first.
  watchColorMode();
  const locale = savedLocale();
  // The server answers in the cookie's language, else the browser's Accept-Language: the page's own
  // language (zh-CN unless chosen otherwise) must be the one it answers in.
  saveLocale(locale);
  const queryClient = createQueryClient();
  // The offline cache's storage loads apart from the shell.
  const persistence = loadChunk(() => import('./api/query-persistence')).then(({ createCachePersistence }) => createCachePersistence(queryClient));
  const session = createSessionController({
    queryClient,
    persistence: persistenceOnceLoaded(persistence),
    client: api,
    wipeUnsentComments: () => loadChunk(() => import('./features/comments/comment-outbox')).then((outbox) => outbox.wipeOutboxes()),
  });
  const router = createAppRouter({ queryClient, session });
  // The screen's code loads beside the texts of one language and the offline cache's storage, while the
  // last visit's data comes back and while the server says who is signed in.
  preloadAddressedScreens(router);
  await Promise.all([persistence, activateLocale(locale)]);
  watchConnectivity();
  // The last visit's data is back in the cache before the first screen asks for it.
  await session.resume();
  connectClient(api, router);

  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} session={session} locale={locale} />
    </StrictMode>,
  );
  // Without a worker the app still runs, only not offline.
  void registerServiceWorkerAfterFirstScreen(router).catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
start(root).catch(() => showBootFailure(root));
