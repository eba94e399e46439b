import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAppServices } from './app-services';

/** Sign out, land on the sign-in page, then drop what the screens showed. */
export function useSignOut() {
  const { session, uploads } = useAppServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await uploads.signOut();
    const providerSignOut = await session.signOut();
    // Someone who came through the company's identity provider signs out there too; it sends them back to /login.
    if (providerSignOut) {
      window.location.assign(providerSignOut);
      return;
    }
    await navigate({ to: '/login' });
    queryClient.clear();
  };
}
