import { Alert, Box, Button, Checkbox, Flex, IconButton, Text } from '@chakra-ui/react';
import { Fragment, memo, useEffect, useRef, useState } from 'react';
import type { ItemCommand } from '../queue-messages';
import { itemActions, type UploadItemSnapshot } from '../types';
import type { UploadListState } from '../upload-list-store';
import { ChevronIcon } from './upload-icons';
import { ROW_HEIGHT, type RowAction, UploadRow } from './upload-row';
import { totalsOf, uploadRows } from './upload-rows';
import { useUploadWords } from './use-upload-words';

/** Rows shown before the list scrolls: enough to follow a batch, little enough to leave the page readable. */
const VISIBLE_ROWS = 5;

interface Props {
  state: UploadListState;
  autoStart: boolean;
  onAutoStart: (on: boolean) => void;
  onCommand: (command: ItemCommand, id: string) => void;
  /** To the sign-in page, which brings the person back here. */
  onSignIn: () => void;
  /** Stored files whose folder's list is still being fetched again: not "success" yet. */
  listing: ReadonlySet<string>;
  /** Whether a call can reach the server: without it nothing moves, so no speed or time is told. */
  online: boolean;
  /** Takes the finished uploads off the list; absent while none is finished. */
  onClearFinished?: () => void;
}

/** Room kept between the dock and the page's last line. */
const DOCK_GAP_PX = 8;

/**
 * Makes the page's content end above the dock, so its last rows can be scrolled into view instead of
 * lying under it: the document gets bottom padding as tall as the dock and its distance from the edge.
 */
function useDockSpace(dock: HTMLElement | null) {
  useEffect(() => {
    if (!dock) return;
    const { body } = document;
    const apply = () => {
      const { top } = dock.getBoundingClientRect();
      body.style.paddingBottom = `${Math.ceil(window.innerHeight - top) + DOCK_GAP_PX}px`;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(dock);
    window.addEventListener('resize', apply);
    apply();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
      body.style.paddingBottom = '';
    };
  }, [dock]);
}

/** While the page shows the stored file's folder anew, a finished upload reads as still finishing. */
function shownAs(item: UploadItemSnapshot, listing: ReadonlySet<string>): UploadItemSnapshot {
  return listing.has(item.id) ? { ...item, status: 'uploading', progress: 1, uploadedBytes: item.size, averageSpeed: 0, currentSpeed: 0, timeRemaining: null } : item;
}

/** Which files of a folder an action on the folder row applies to: each as its own status allows. */
function applies(action: RowAction, item: UploadItemSnapshot): boolean {
  if (action === 'start') return item.status === 'waiting' && !item.started;
  return itemActions(item.status)[action];
}

interface ControlsProps {
  collapsed: boolean;
  autoStart: boolean;
  onAutoStart: (on: boolean) => void;
  onClearFinished?: () => void;
  onCollapse: (update: (collapsed: boolean) => boolean) => void;
}

/**
 * The list's own buttons, drawn again only when they change, not with every byte sent (the check box
 * alone takes milliseconds to draw). Its handlers act on what is current when called.
 */
const ListControls = memo(
  function ListControls({ collapsed, autoStart, onAutoStart, onClearFinished, onCollapse }: ControlsProps) {
    const { words } = useUploadWords();
    return (
      <>
        {collapsed ? null : (
          <>
            {onClearFinished ? (
              <Button size="xs" variant="ghost" onClick={onClearFinished} data-testid="upload-clear">
                {words.clearFinished()}
              </Button>
            ) : null}
            <Checkbox.Root size="sm" checked={autoStart} onCheckedChange={(details) => onAutoStart(details.checked === true)} data-testid="upload-auto-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="xs" whiteSpace="nowrap">
                {words.autoStart()}
              </Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? words.expand() : words.collapse()}
          aria-expanded={!collapsed}
          onClick={() => onCollapse((value) => !value)}
          data-testid="upload-collapse"
        >
          <ChevronIcon open={!collapsed} />
        </IconButton>
      </>
    );
  },
  (before, after) => before.collapsed === after.collapsed && before.autoStart === after.autoStart && Boolean(before.onClearFinished) === Boolean(after.onClearFinished),
);

/** The floating list of uploads: one row per file, one per picked folder (its files under it). */
export function UploadList({ state, autoStart, onAutoStart, onCommand, onSignIn, listing, online, onClearFinished }: Props) {
  const { words, size } = useUploadWords();
  const [collapsed, setCollapsed] = useState(false);
  const [openFolders, setOpenFolders] = useState<ReadonlySet<string>>(new Set());
  const [dock, setDock] = useState<HTMLElement | null>(null);
  useDockSpace(dock);
  const items = state.items.map((item) => shownAs(item, listing));
  const itemsNow = useRef(items);
  itemsNow.current = items;
  const rows = uploadRows(items);
  const done = items.filter((item) => item.status === 'success').length;
  const waitingForSignIn = items.filter((item) => item.status === 'signIn').length;
  // The summary counts bytes, as each row's bar does, so a big file still going shows as the share it is.
  const all = totalsOf(items);
  const summary = [
    words.summaryBytes({ uploaded: size(all.uploadedBytes), total: size(all.size), percent: Math.floor(all.progress * 100) }),
    words.summaryFiles({ done, total: items.length }),
    ...(!online && all.status === 'uploading' ? [words.waitingNetwork()] : []),
  ].join(' · ');

  const toggle = (key: string) =>
    setOpenFolders((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const fileRow = (item: UploadItemSnapshot, indent: boolean) => (
    <UploadRow
      key={item.id}
      testId="upload-row"
      name={item.name}
      kind={item.type}
      totals={totalsOf([item])}
      instant={item.instant}
      retrying={item.retrying}
      error={item.error}
      startable={!item.started}
      finishing={listing.has(item.id)}
      offline={!online}
      detail={indent ? undefined : item.relativePath || undefined}
      indent={indent}
      onAction={(action) => onCommand(action, item.id)}
    />
  );

  return (
    <Box
      ref={setDock}
      position="fixed"
      right="6"
      bottom="6"
      width={collapsed ? 'auto' : '640px'}
      maxWidth="calc(100vw - 48px)"
      bg="bg"
      borderWidth="1px"
      borderRadius={collapsed ? 'full' : 'md'}
      boxShadow="lg"
      zIndex="docked"
      data-testid="upload-list"
      data-collapsed={collapsed ? 'true' : undefined}
    >
      <Flex align="center" gap="3" px="3" py={collapsed ? '1' : '2'} borderBottomWidth={collapsed ? '0' : '1px'}>
        <Text fontWeight="semibold" fontSize="sm" flexShrink={0}>
          {words.title()}
        </Text>
        <Text fontSize="xs" color="fg.muted" flex="1" truncate data-testid="upload-summary">
          {summary}
        </Text>
        <ListControls collapsed={collapsed} autoStart={autoStart} onAutoStart={onAutoStart} onClearFinished={onClearFinished} onCollapse={setCollapsed} />
      </Flex>
      {collapsed ? null : (
        <>
          {state.memoryOnly ? (
            <Alert.Root status="warning" size="sm" borderRadius="0" data-testid="upload-memory-warning">
              <Alert.Indicator />
              <Alert.Description fontSize="xs">{words.memoryOnly()}</Alert.Description>
            </Alert.Root>
          ) : null}
          {waitingForSignIn > 0 ? (
            <Alert.Root status="warning" size="sm" borderRadius="0" alignItems="center" data-testid="upload-sign-in-needed">
              <Alert.Indicator />
              <Alert.Description fontSize="xs" flex="1">
                {words.signInNeeded({ count: waitingForSignIn })}
              </Alert.Description>
              <Button size="xs" onClick={onSignIn} data-testid="upload-sign-in">
                {words.signIn()}
              </Button>
            </Alert.Root>
          ) : null}
          <Box maxHeight={`${ROW_HEIGHT * VISIBLE_ROWS}px`} overflowY="auto" data-testid="upload-rows">
            {rows.map((row) => {
              if (row.kind === 'file') return fileRow(row.item, false);
              const open = openFolders.has(row.key);
              return (
                <Fragment key={row.key}>
                  <UploadRow
                    testId="upload-folder-row"
                    name={row.name}
                    kind="folder"
                    totals={row.totals}
                    instant={row.items.every((item) => item.instant)}
                    retrying={row.items.find((item) => item.retrying)?.retrying ?? null}
                    error={row.items.find((item) => item.error)?.error ?? null}
                    startable={row.items.some((item) => !item.started)}
                    finishing={row.items.some((item) => listing.has(item.id)) && row.items.every((item) => item.status === 'success' || listing.has(item.id))}
                    offline={!online}
                    detail={words.folderFiles({ count: row.items.length })}
                    expanded={open}
                    onToggle={() => toggle(row.key)}
                    onAction={(action) => {
                      // The folder's files as they are now: the row may not have been drawn since they changed.
                      const files = itemsNow.current.filter((item) => row.items.some((picked) => picked.id === item.id));
                      for (const item of files) if (applies(action, item)) onCommand(action, item.id);
                    }}
                  />
                  {open ? row.items.map((item) => fileRow(item, true)) : null}
                </Fragment>
              );
            })}
          </Box>
          <Text fontSize="xs" color="fg.muted" px="3" py="2" borderTopWidth="1px">
            {words.dropHint()}
          </Text>
        </>
      )}
    </Box>
  );
}
