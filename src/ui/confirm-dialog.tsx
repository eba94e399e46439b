import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A destructive action is shown in red. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be taken back lightly (delete, purge, empty). */
export function ConfirmDialog({ open, title, message, confirmLabel, danger = false, pending = false, onConfirm, onClose }: Props) {
  const { LL } = useI18nContext();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="confirm-cancel">
                {LL.common.cancel()}
              </Button>
              <Button colorPalette={danger ? 'red' : undefined} loading={pending} onClick={onConfirm} data-testid="confirm-ok">
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
