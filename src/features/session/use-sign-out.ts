import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAppServices } from '../../app/app-services';

/** Sign out, land on the sign-in page, then drop what the screens showed. */
export function useSignOut() {
  const { session } = useAppServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await session.signOut();
    await navigate({ to: '/login' });
    queryClient.clear();
  };
}
