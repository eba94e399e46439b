import { Badge, Checkbox, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Library } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FollowButton } from './follow-button';

interface LibrarySelection {
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  /** Only libraries the person administers can take part in a batch change. */
  canSelect: (library: Library) => boolean;
}

interface Props {
  libraries: Library[];
  testId: string;
  /** Where a library opens: its files in the document or the project area. */
  link: (library: Library) => LinkProps;
  showFollow?: boolean;
  actions?: (library: Library) => ReactNode;
  selection?: LibrarySelection;
}

/** Libraries with their kind, classification and admins; the star follows one. */
export function LibraryTable({ libraries, testId, link, showFollow = true, actions, selection }: Props) {
  const { LL } = useI18nContext();
  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          {selection ? <Table.ColumnHeader width="8" /> : null}
          <Table.ColumnHeader>{LL.library.fields.name()}</Table.ColumnHeader>
          <Table.ColumnHeader>{LL.library.kindLabel()}</Table.ColumnHeader>
          <Table.ColumnHeader>{LL.library.fields.classification()}</Table.ColumnHeader>
          <Table.ColumnHeader>{LL.library.fields.admins()}</Table.ColumnHeader>
          {showFollow ? <Table.ColumnHeader width="12">{LL.library.followColumn()}</Table.ColumnHeader> : null}
          {actions ? <Table.ColumnHeader /> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {libraries.map((library) => (
          <Table.Row key={library.id} data-testid="library-row" data-name={library.name}>
            {selection ? (
              <Table.Cell>
                {selection.canSelect(library) ? (
                  <Checkbox.Root
                    size="sm"
                    data-testid="library-select"
                    checked={selection.selected.has(library.id)}
                    onCheckedChange={(details) => {
                      const next = new Set(selection.selected);
                      if (details.checked === true) next.add(library.id);
                      else next.delete(library.id);
                      selection.onSelect(next);
                    }}
                  >
                    <Checkbox.HiddenInput aria-label={LL.files.table.select({ name: library.name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                ) : null}
              </Table.Cell>
            ) : null}
            <Table.Cell>
              <Stack gap="0">
                <ChakraLink asChild fontWeight="medium" color="fg">
                  <Link {...link(library)} data-testid="library-link">
                    {library.name}
                  </Link>
                </ChakraLink>
                {library.description ? (
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {library.description}
                  </Text>
                ) : null}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Badge size="sm" variant="subtle" colorPalette={library.kind === 'personal' ? 'purple' : library.kind === 'project' ? 'teal' : 'blue'}>
                {LL.library.kinds[library.kind]()}
              </Badge>
            </Table.Cell>
            <Table.Cell color="fg.muted">{library.classification || '—'}</Table.Cell>
            <Table.Cell color="fg.muted">{library.admins.map((admin) => admin.name).join('、') || '—'}</Table.Cell>
            {showFollow ? (
              <Table.Cell>
                <FollowButton library={library} />
              </Table.Cell>
            ) : null}
            {actions ? <Table.Cell textAlign="end">{actions(library)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
