import { Input } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The wiki's own search box: it opens the wiki search screen with the keyword. */
export function WikiSearchForm({ libraryId, keyword = '' }: { libraryId: number; keyword?: string }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword);

  useEffect(() => setValue(keyword), [keyword]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = value.trim();
    if (!next) return;
    void navigate({ to: '/doc/lib/$libraryId/wiki/libSearch', params: { libraryId }, search: { keyword: next } });
  }

  return (
    <form role="search" onSubmit={submit}>
      <Input
          size="sm"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={LL.wiki.search.placeholder()}
          aria-label={LL.wiki.actions.search()}
          data-testid="wiki-search-input"
        />
    </form>
  );
}
