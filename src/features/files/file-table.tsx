import { Box, Checkbox, HStack, IconButton, Link as ChakraLink, Menu, Portal, Table, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { FileNode } from '../../../contract/files';
import type { LibraryPermission } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';
import { fileDownloadUrl, folderZipUrl } from '../../api/content-urls';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { NodeIcon } from './file-icons';
import { type FileListView, type SortField, sortedBy } from './file-list-view';

const ROW_ACTIONS = ['details', 'share', 'rename', 'move', 'copy', 'delete'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

function isRowAction(value: string): value is RowAction {
  return (ROW_ACTIONS as readonly string[]).includes(value);
}

interface Props {
  libraryId: number;
  nodes: FileNode[];
  permission: LibraryPermission;
  view: FileListView;
  viewLink: (view: FileListView) => LinkProps;
  folderLink: (folderId: number) => LinkProps;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  onAction: (action: RowAction, node: FileNode) => void;
  /** Whether the screen offers share links. */
  canShare?: boolean;
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

/** The folder's items with selection, sortable columns (links) and each item's actions. */
export function FileTable({ libraryId, nodes, permission, view, viewLink, folderLink, selected, onSelect, onAction, canShare = false }: Props) {
  const { LL, locale } = useI18nContext();
  const canCopy = permission.canUpload && permission.canDownload;
  const selectable = permission.canEdit || canCopy;
  const allChecked = nodes.length > 0 && nodes.every((node) => selected.has(node.id));

  function header(field: SortField, label: string, width?: string) {
    const active = view.sortField === field;
    const arrow = active ? (view.sortType === 'asc' ? ' ↑' : ' ↓') : '';
    return (
      <Table.ColumnHeader width={width} whiteSpace="nowrap" aria-sort={active ? (view.sortType === 'asc' ? 'ascending' : 'descending') : undefined}>
        <ChakraLink asChild color="fg" fontWeight="semibold">
          <Link {...viewLink(sortedBy(view, field))} data-testid={`sort-${field}`}>
            {label}
            {arrow}
          </Link>
        </ChakraLink>
      </Table.ColumnHeader>
    );
  }

  function toggle(id: number, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelect(next);
  }

  return (
    // Fixed layout: the size, date, person and action columns take what their content needs on one line,
    // and the name takes all the rest, cut with an ellipsis only when even that is too short.
    <Table.Root size="sm" interactive tableLayout="fixed" data-testid="file-table">
      <Table.Header>
        <Table.Row>
          {selectable ? (
            <Table.ColumnHeader width="10">
              <Checkbox.Root
                size="sm"
                data-testid="select-all"
                checked={allChecked ? true : selected.size > 0 ? 'indeterminate' : false}
                onCheckedChange={(details) => onSelect(details.checked === true ? new Set(nodes.map((node) => node.id)) : new Set())}
              >
                <Checkbox.HiddenInput aria-label={LL.files.table.selectAll()} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
          ) : null}
          {header('name', LL.files.columns.name())}
          {header('size', LL.files.columns.size(), '6rem')}
          {header('modified', LL.files.columns.modified(), '10.5rem')}
          <Table.ColumnHeader width="7rem" whiteSpace="nowrap">
            {LL.files.columns.modifiedBy()}
          </Table.ColumnHeader>
          <Table.ColumnHeader width="12">
            <Box srOnly>{LL.files.columns.actions()}</Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {nodes.map((node) => {
          const isFolder = node.kind === 'folder';
          return (
            <Table.Row key={node.id} data-testid="file-row" data-name={node.name} data-kind={node.kind} aria-selected={selected.has(node.id)}>
              {selectable ? (
                <Table.Cell>
                  <Checkbox.Root size="sm" data-testid="row-select" checked={selected.has(node.id)} onCheckedChange={(details) => toggle(node.id, details.checked === true)}>
                    <Checkbox.HiddenInput aria-label={LL.files.table.select({ name: node.name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ) : null}
              <Table.Cell title={node.name}>
                <HStack gap="2" minWidth="0">
                  <NodeIcon node={node} />
                  <ChakraLink asChild color="fg" minWidth="0">
                    {isFolder ? (
                      <Link {...folderLink(node.id)} data-testid="open-node">
                        <Text as="span" truncate>
                          {node.name}
                        </Text>
                      </Link>
                    ) : (
                      <Link to="/browse" search={{ libraryId, nodeId: node.id }} data-testid="open-node">
                        <Text as="span" truncate>
                          {node.name}
                        </Text>
                      </Link>
                    )}
                  </ChakraLink>
                  {!isFolder && node.version > 1 ? (
                    <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                      {LL.files.versions.number({ version: node.version })}
                    </Text>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {isFolder ? '—' : formatBytes(node.size, locale)}
              </Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap" data-testid="file-modified">
                {formatDateTime(node.updatedAt, locale)}
              </Table.Cell>
              <Table.Cell color="fg.muted" truncate title={node.updatedBy?.name}>
                {node.updatedBy?.name ?? '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Menu.Root onSelect={(details) => (isRowAction(details.value) ? onAction(details.value, node) : undefined)}>
                  <Menu.Trigger asChild>
                    <IconButton size="xs" variant="ghost" aria-label={LL.files.table.more({ name: node.name })} data-testid="row-menu">
                      <MoreIcon />
                    </IconButton>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content data-testid="row-menu-content">
                        {!isFolder ? (
                          <Menu.Item value="preview" asChild>
                            <Link to="/browse" search={{ libraryId, nodeId: node.id }} data-testid="action-preview">
                              {LL.files.actions.preview()}
                            </Link>
                          </Menu.Item>
                        ) : null}
                        {permission.canDownload ? (
                          <Menu.Item value="download" asChild>
                            <a
                              href={isFolder ? folderZipUrl(libraryId, node.id) : fileDownloadUrl(libraryId, node.id)}
                              download
                              data-testid="action-download"
                            >
                              {isFolder ? LL.files.actions.downloadZip() : LL.files.actions.download()}
                            </a>
                          </Menu.Item>
                        ) : null}
                        <Menu.Item value="details" data-testid="action-details">
                          {LL.files.actions.details()}
                        </Menu.Item>
                        {canShare && (permission.canDownload || (isFolder && permission.canUpload)) ? (
                          <Menu.Item value="share" data-testid="action-share">
                            {LL.screens.shared()}
                          </Menu.Item>
                        ) : null}
                        {permission.canEdit ? (
                          <>
                            <Menu.Item value="rename" data-testid="action-rename">
                              {LL.files.actions.rename()}
                            </Menu.Item>
                            <Menu.Item value="move" data-testid="action-move">
                              {LL.files.actions.move()}
                            </Menu.Item>
                          </>
                        ) : null}
                        {canCopy ? (
                          <Menu.Item value="copy" data-testid="action-copy">
                            {LL.files.actions.copy()}
                          </Menu.Item>
                        ) : null}
                        {permission.canEdit ? (
                          <Menu.Item value="delete" color="fg.error" data-testid="action-delete">
                            {LL.files.actions.delete()}
                          </Menu.Item>
                        ) : null}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
