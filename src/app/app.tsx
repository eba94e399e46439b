import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { Locale } from '../../contract/constants';
import TypesafeI18n from '../../i18n/i18n-react';
import { AppServicesContext } from '../features/session/app-services';
import type { SessionController } from '../features/session/session-controller';
import { system } from '../ui/theme';
import type { AppRouter } from './router';
import { sessionUploads } from './session-uploads';

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
  session: SessionController;
  locale: Locale;
}

export function App({ router, queryClient, session, locale }: Props) {
  return (
    <ChakraProvider value={system}>
      <TypesafeI18n locale={locale}>
        <QueryClientProvider client={queryClient}>
          <AppServicesContext.Provider value={{ session, uploads: sessionUploads }}>
            <RouterProvider router={router} />
          </AppServicesContext.Provider>
        </QueryClientProvider>
      </TypesafeI18n>
    </ChakraProvider>
  );
}
