import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';

/** The rows ticked on the page shown; a new page, filter or order starts with none. */
export function useRowSelection(viewKey: string) {
  const [state, setState] = useState<{ viewKey: string; ids: ReadonlySet<number> }>({ viewKey, ids: new Set() });
  const ids = state.viewKey === viewKey ? state.ids : new Set<number>();
  return {
    ids,
    set: (next: ReadonlySet<number>) => setState({ viewKey, ids: next }),
    clear: () => setState({ viewKey, ids: new Set() }),
  };
}

export function RowCheckbox({ id, selection }: { id: number; selection: ReturnType<typeof useRowSelection> }) {
  const { LL } = useI18nContext();
  return (
    <Checkbox.Root
      size="sm"
      checked={selection.ids.has(id)}
      onCheckedChange={(details) => {
        const next = new Set(selection.ids);
        if (details.checked === true) next.add(id);
        else next.delete(id);
        selection.set(next);
      }}
      data-testid="row-select"
    >
      <Checkbox.HiddenInput aria-label={LL.codecheckResults.selectRow({ id })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export function PageCheckbox({ pageIds, selection }: { pageIds: number[]; selection: ReturnType<typeof useRowSelection> }) {
  const { LL } = useI18nContext();
  const all = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const some = pageIds.some((id) => selection.ids.has(id));
  return (
    <Checkbox.Root
      size="sm"
      checked={all ? true : some ? 'indeterminate' : false}
      onCheckedChange={() => selection.set(all ? new Set() : new Set(pageIds))}
      data-testid="page-select"
    >
      <Checkbox.HiddenInput aria-label={LL.codecheckResults.selectPage()} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
