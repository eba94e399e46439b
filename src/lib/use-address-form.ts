import { type FormEvent, useEffect, useState } from 'react';

interface DaySpan {
  from?: string;
  to?: string;
}

/**
 * A filter form whose source is the address: a link, the back button or a reload puts the address's filters
 * in it; submitting hands the edited filters to `apply` (which navigates), unless its span of days ends
 * before it starts, which `rangeError` then says.
 */
export function useAddressForm<S extends object>(search: S, apply: (form: S) => void) {
  const [form, setForm] = useState(search);
  const [rangeError, setRangeError] = useState(false);
  const addressKey = JSON.stringify(search);

  useEffect(() => {
    setForm(JSON.parse(addressKey) as S);
  }, [addressKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { from, to }: DaySpan = form;
    const bad = Boolean(from && to && to < from);
    setRangeError(bad);
    if (!bad) apply(form);
  }

  const set = (patch: Partial<S>) => setForm((current) => ({ ...current, ...patch }));
  return { form, set, submit, rangeError };
}
