import { Input, InputGroup } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { SEARCH_BOX_WIDTH } from '../../contract/constants';
import { useI18nContext } from '../../i18n/i18n-react';
import { SearchIcon } from './icons';

/** The full-library search box of the top bar (spec §1: 250 px wide). */
export function SearchBox() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const searchValue = value.trim();
    if (!searchValue) return;
    void navigate({ to: '/fulltext', search: { searchValue, timestamp: Date.now() } });
  }

  return (
    <form role="search" onSubmit={submit}>
      <InputGroup startElement={<SearchIcon />} width={`${SEARCH_BOX_WIDTH}px`}>
        <Input
          size="sm"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={LL.topBar.searchPlaceholder()}
          aria-label={LL.topBar.searchLabel()}
          data-testid="search-box"
        />
      </InputGroup>
    </form>
  );
}
