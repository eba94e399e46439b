import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { TOAST_MS } from '../../contract/constants';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ToastKind } from '../api/client';

/** One toast at a time (spec §8): a newer message replaces the one on screen. */
const MESSAGE_ID = 'message';

const toaster = createToaster({ placement: 'top', max: 1, duration: TOAST_MS });

export function createToast(kind: ToastKind, message: string): void {
  toaster.create({ id: MESSAGE_ID, type: kind, description: message, duration: TOAST_MS });
}

/** Where toasts appear; loaded with the first toast (see toaster.tsx). */
export function ToastArea() {
  const { LL } = useI18nContext();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.common.close()} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
