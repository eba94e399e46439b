import { type FormEvent, useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { ApiError } from '../api/api-error';

/**
 * One required piece of text asked for in a dialog: filled with `initial` each time the dialog opens,
 * refused in place when empty, handed to `onSubmit` (as `prepare` makes it), and the server's refusal shown
 * under the field; the dialog closes once it is accepted.
 */
export function useTextEntry({ open, initial, onSubmit, onClose, prepare = (text) => text }: {
  open: boolean;
  initial: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  prepare?: (text: string) => string;
}) {
  const { LL } = useI18nContext();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValue(initial);
    setError(null);
  }, [open, initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    setPending(true);
    try {
      await onSubmit(prepare(value));
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    } finally {
      setPending(false);
    }
  }

  function change(text: string) {
    setValue(text);
    setError(null);
  }

  return { value, change, error, pending, submit };
}
