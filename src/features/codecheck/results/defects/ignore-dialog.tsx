import { useI18nContext } from '../../../../../i18n/i18n-react';
import { TextEntryDialog } from './text-entry-dialog';

interface Props {
  open: boolean;
  count: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why defects are ignored: the reason stays in the records for whoever wonders later. */
export function IgnoreDialog({ open, count, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  return (
    <TextEntryDialog
      open={open}
      name="ignore"
      title={words.ignoreTitle({ count })}
      label={words.ignoreReason()}
      initial=""
      maxLength={500}
      multiline
      danger
      submitLabel={words.ignore()}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
