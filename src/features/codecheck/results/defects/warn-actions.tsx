import { type ReactNode, useState } from 'react';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { showToast } from '../../../../ui/toaster';
import { useChangeHandler } from '../api/change-handler';
import { useIgnoreDefects } from '../api/ignore-defects';
import { HandlerDialog } from './handler-dialog';
import { IgnoreDialog } from './ignore-dialog';

type Dialog = { kind: 'handler'; ids: number[]; initial: string } | { kind: 'ignore'; ids: number[] } | null;

interface WarnActions {
  changeHandler: (ids: number[], initial?: string) => void;
  ignore: (ids: number[]) => void;
  restore: (ids: number[]) => void;
  /** The dialogs the actions open; render them once in the screen. */
  dialogs: ReactNode;
}

/** Changing the handler of items and ignoring or restoring defects, one or many at a time. */
export function useWarnActions(taskId: number, toolName: ToolName, onDone: () => void): WarnActions {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const [dialog, setDialog] = useState<Dialog>(null);
  const handler = useChangeHandler(taskId, toolName);
  const ignore = useIgnoreDefects(taskId, toolName);

  return {
    changeHandler: (ids, initial = '') => setDialog({ kind: 'handler', ids, initial }),
    ignore: (ids) => setDialog({ kind: 'ignore', ids }),
    restore: (ids) =>
      ignore.mutate(
        { ids, ignore: false },
        {
          onSuccess: ({ changed }) => {
            showToast('success', words.restored({ count: changed }));
            onDone();
          },
          onError: (error) => showToast('error', error.message),
        },
      ),
    dialogs: (
      <>
        <HandlerDialog
          open={dialog?.kind === 'handler'}
          count={dialog?.ids.length ?? 0}
          initial={dialog?.kind === 'handler' ? dialog.initial : ''}
          onSubmit={async (name) => {
            const { changed } = await handler.mutateAsync({ ids: dialog?.ids ?? [], handler: name });
            showToast('success', words.handlerChanged({ count: changed }));
            onDone();
          }}
          onClose={() => setDialog(null)}
        />
        <IgnoreDialog
          open={dialog?.kind === 'ignore'}
          count={dialog?.ids.length ?? 0}
          onSubmit={async (reason) => {
            const { changed } = await ignore.mutateAsync({ ids: dialog?.ids ?? [], ignore: true, reason });
            showToast('success', words.ignored({ count: changed }));
            onDone();
          }}
          onClose={() => setDialog(null)}
        />
      </>
    ),
  };
}
