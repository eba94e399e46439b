import { Field, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '../../../contract/constants';
import { sessionEndpoints } from '../../../contract/session';
import { useI18nContext } from '../../../i18n/i18n-react';
import { api } from '../../api/client';
import { FormDialog, useDialogSubmit } from '../../ui/form-dialog';

/** The person changes their own password; the server applies the password policy and signs their other devices out. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const T = LL.changePassword;
  const change = useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string }) => api.call(sessionEndpoints.changePassword, { body }) });
  const { error, submit: send } = useDialogSubmit(change, onClose, T.done());
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const mismatch = repeated !== '' && repeated !== next;

  function submit() {
    if (next !== repeated) return;
    send({ currentPassword: current, newPassword: next });
  }

  return (
    <FormDialog title={T.title()} testId="change-password" error={error} pending={change.isPending} submitLabel={T.submit()} onSubmit={submit} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        {T.hint()}
      </Text>
      <Field.Root required>
        <Field.Label>{T.current()}</Field.Label>
        <Input size="sm" type="password" autoComplete="current-password" value={current} maxLength={LIMITS.passwordMax} onChange={(event) => setCurrent(event.target.value)} data-testid="change-password-current" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{T.next()}</Field.Label>
        <Input size="sm" type="password" autoComplete="new-password" value={next} maxLength={LIMITS.passwordMax} onChange={(event) => setNext(event.target.value)} data-testid="change-password-new" />
      </Field.Root>
      <Field.Root required invalid={mismatch}>
        <Field.Label>{T.repeat()}</Field.Label>
        <Input size="sm" type="password" autoComplete="new-password" value={repeated} maxLength={LIMITS.passwordMax} onChange={(event) => setRepeated(event.target.value)} data-testid="change-password-repeat" />
        {mismatch ? <Field.ErrorText>{T.mismatch()}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}
