import { useI18nContext } from '../../../../../i18n/i18n-react';
import { TextEntryDialog } from './text-entry-dialog';

interface Props {
  open: boolean;
  count: number;
  initial: string;
  /** Rejects with the server's message when the change is refused; the dialog shows it under the field. */
  onSubmit: (handler: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks who handles one or many items from now on. */
export function HandlerDialog({ open, count, initial, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  return (
    <TextEntryDialog
      open={open}
      name="handler"
      title={words.changeHandlerTitle({ count })}
      label={words.newHandler()}
      initial={initial}
      maxLength={64}
      submitLabel={LL.common.save()}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
