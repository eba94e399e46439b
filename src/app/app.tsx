import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Locale } from '../../contract/constants';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react';
import { AppServicesContext } from '../features/session/app-services';
import type { SessionController } from '../features/session/session-controller';
import { currentLocale, onWordsLoaded, wordsLoadedCount } from '../lib/locale';
import { system } from '../ui/theme';
import type { AppRouter } from './router';
import { sessionUploads } from './session-uploads';

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
  session: SessionController;
  locale: Locale;
}

/** Redraws with a feature's words once they load beside its chunk (lib/locale.ts `withWords`). */
function FeatureWords() {
  const { setLocale } = useI18nContext();
  const [seen] = useState(wordsLoadedCount);
  useEffect(() => onWordsLoaded(() => setLocale(currentLocale()), seen), [setLocale, seen]);
  return null;
}

export function App({ router, queryClient, session, locale }: Props) {
  return (
    <ChakraProvider value={system}>
      <TypesafeI18n locale={locale}>
        <FeatureWords />
        <QueryClientProvider client={queryClient}>
          <AppServicesContext.Provider value={{ session, uploads: sessionUploads }}>
            <RouterProvider router={router} />
          </AppServicesContext.Provider>
        </QueryClientProvider>
      </TypesafeI18n>
    </ChakraProvider>
  );
}
