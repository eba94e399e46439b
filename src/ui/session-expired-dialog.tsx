import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { shellState } from '../state/shell-state';

/** Tells the person their session is gone; they choose when to leave the page for sign-in. */
export function SessionExpiredDialog({ loginHref }: { loginHref: string }) {
  const { LL } = useI18nContext();
  const router = useRouter();

  function signInAgain() {
    shellState.sessionExpiredLogin.set(null);
    router.history.push(loginHref);
  }

  return (
    <Dialog.Root open role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-expired">
            <Dialog.Header>
              <Dialog.Title>{LL.session.expiredTitle()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{LL.errors.logonFailed()}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={signInAgain} data-testid="sign-in-again">
                {LL.session.signInAgain()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
