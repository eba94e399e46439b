import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';

/** The detail of one item beside its list; the list's address keeps which item is open. */
interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Two files side by side need the whole width. */
  size?: 'xl' | 'full';
  children: ReactNode;
}

export function DetailDrawer({ open, title, onClose, size = 'xl', children }: Props) {
  const { LL } = useI18nContext();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="warn-detail">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{open ? children : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.common.close()} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
