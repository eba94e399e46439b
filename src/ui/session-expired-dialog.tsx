import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useRouter } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { shellState } from '../state/shell-state';

/** Shown when a signed-in session is lost (spec §4); the person chooses when to leave the page. */
export function SessionExpiredDialog() {
  const { LL } = useI18nContext();
  const router = useRouter();
  const loginHref = useSelector(() => shellState.sessionExpiredLogin.get());

  function signInAgain() {
    if (!loginHref) return;
    shellState.sessionExpiredLogin.set(null);
    router.history.push(loginHref);
  }

  return (
    <Dialog.Root open={loginHref !== null} role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false} placement="center">
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
