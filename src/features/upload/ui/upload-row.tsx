import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { isKnownSpeed } from '../estimate';
import { type FileKind, type ItemActions, itemActions, type ItemDisplay, type UploadError } from '../types';
import { ChevronIcon, FileKindIcon, FolderKindIcon, PauseIcon, PlayIcon, RemoveIcon, RetryIcon } from './upload-icons';
import type { Totals } from './upload-rows';
import { useUploadWords } from './use-upload-words';

/** Spec §9: every row of the upload list is 49 px high. */
export const ROW_HEIGHT = 49;
/** Spec §9: the progress bar starts animating 200 ms after the upload starts. */
const ANIMATION_DELAY_MS = 200;

export type RowAction = keyof ItemActions | 'start';

/**
 * True once `on` has held for `delayMs`. The first progress a resumed upload reports can be a big jump
 * (what the server already held); animating only after the start keeps that jump from crawling.
 */
function useAfter(on: boolean, delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!on) {
      setPassed(false);
      return;
    }
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && passed;
}

interface Props {
  name: string;
  kind: FileKind | 'folder';
  totals: Totals;
  /** The server already held the content: nothing was sent. */
  instant: boolean;
  /** A failure being retried while the status stays 'uploading'. */
  retrying: UploadError | null;
  error: UploadError | null;
  /** Added with auto-start off and not started yet. */
  startable: boolean;
  /** Stored, and the page is fetching its folder's list again. */
  finishing?: boolean;
  /** No call reaches the server: an upload under way waits for the network. */
  offline?: boolean;
  onAction: (action: RowAction) => void;
  /** Folder rows: their files shown or not. */
  expanded?: boolean;
  onToggle?: () => void;
  /** Under the name: the folder path, or the folder's file count. */
  detail?: string;
  indent?: boolean;
  testId: string;
}

function statusColor(status: ItemDisplay): string {
  // Semantic shades, readable on the light and the dark background alike.
  if (status === 'error') return 'red.fg';
  if (status === 'success') return 'green.fg';
  if (status === 'signIn') return 'orange.fg';
  return 'fg.muted';
}

function sameError(a: UploadError | null, b: UploadError | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.status === b.status && a.message === b.message);
}

/**
 * Whether a row would draw the same: every value alike, the handlers aside. Each queue message brings new
 * snapshot objects for every item, and drawing a row through the style system costs milliseconds, so rows
 * whose upload did not move are not drawn again. The handlers may be skipped because they act on what is
 * current when called (the queue client, the folder's present files), not on what they saw when made.
 */
function sameLook(before: Props, after: Props): boolean {
  for (const key of Object.keys(after) as (keyof Props)[]) {
    const [a, b] = [before[key], after[key]];
    if (typeof a === 'function' && typeof b === 'function') continue;
    if (key === 'totals') {
      const [x, y] = [before.totals, after.totals];
      if ((Object.keys(y) as (keyof Totals)[]).some((field) => x[field] !== y[field])) return false;
    } else if (key === 'error' || key === 'retrying') {
      if (!sameError(before[key], after[key])) return false;
    } else if (!Object.is(a, b)) return false;
  }
  return Object.keys(before).length === Object.keys(after).length;
}

/** The row's buttons, drawn again only when what they offer changes, not with every byte sent. */
const RowButtons = memo(
  function RowButtons({ name, status, startable, onAction }: { name: string; status: ItemDisplay; startable: boolean; onAction: (action: RowAction) => void }) {
    const { words } = useUploadWords();
    const actions = itemActions(status);
    const button = (action: RowAction, label: string, glyph: ReactNode) => (
      <IconButton key={action} size="xs" variant="ghost" aria-label={label} title={label} onClick={() => onAction(action)} data-testid={`upload-${action}`}>
        {glyph}
      </IconButton>
    );
    return (
      <HStack gap="0" flexShrink={0} minWidth="14" justify="flex-end">
        {startable && status === 'waiting' ? button('start', words.actions.start({ name }), <PlayIcon />) : null}
        {actions.pause ? button('pause', words.actions.pause({ name }), <PauseIcon />) : null}
        {actions.resume ? button('resume', words.actions.resume({ name }), <PlayIcon />) : null}
        {actions.retry ? button('retry', words.actions.retry({ name }), <RetryIcon />) : null}
        {actions.remove ? button('remove', words.actions.remove({ name }), <RemoveIcon />) : null}
      </HStack>
    );
  },
  (before, after) => before.name === after.name && before.status === after.status && before.startable === after.startable,
);

/** One line of the upload list: what, how far, how fast, how long still, and what can be done. */
export const UploadRow = memo(function UploadRow({ name, kind, totals, instant, retrying, error, startable, finishing = false, offline = false, onAction, expanded, onToggle, detail, indent, testId }: Props) {
  const { words, size, speed, time, failure } = useUploadWords();
  const { status } = totals;
  const animated = useAfter(status === 'uploading', ANIMATION_DELAY_MS);
  const percent = Math.floor(totals.progress * 100);

  const waitingForNetwork = offline && status === 'uploading' && !finishing;
  const statusText = finishing
    ? words.status.listing()
    : waitingForNetwork
      ? words.waitingNetwork()
      : status === 'uploading'
      ? retrying
        ? words.status.retrying()
        : words.status.uploading({ percent })
      : status === 'success' && instant
        ? words.status.instant()
        : words.status[status]();

  const figures = [words.progress({ uploaded: size(totals.uploadedBytes), total: size(totals.size) })];
  // Speeds mean something once bytes have gone; before that (hashing, waiting for a slot, a resumed
  // upload before its first chunk) they and the estimate are left out rather than read '0 B/s'.
  if (status === 'uploading' && !finishing && !waitingForNetwork) {
    if (isKnownSpeed(totals.averageSpeed)) figures.push(words.average({ speed: speed(totals.averageSpeed) }));
    if (isKnownSpeed(totals.currentSpeed)) figures.push(words.current({ speed: speed(totals.currentSpeed) }));
    if (totals.timeRemaining !== null) figures.push(words.remaining({ time: time(totals.timeRemaining) }));
  }

  return (
    <Box
      position="relative"
      height={`${ROW_HEIGHT}px`}
      borderBottomWidth="1px"
      overflow="hidden"
      data-testid={testId}
      data-name={name}
      data-status={finishing ? 'finishing' : status}
      data-instant={instant ? 'true' : undefined}
      data-progress={percent}
    >
      <Box
        position="absolute"
        inset="0"
        bg={status === 'error' ? 'red.subtle' : status === 'success' ? 'green.subtle' : 'blue.subtle'}
        // A plain style: through the style system every percent would add a class to the page's stylesheet.
        style={{ transform: `translateX(${percent - 100}%)`, transition: animated ? 'transform 0.4s linear' : 'none' }}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="upload-progress"
        data-animated={animated ? 'true' : 'false'}
      />
      <Flex position="relative" align="center" height="100%" gap="2" pl={indent ? '8' : '3'} pr="2">
        {onToggle ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={expanded ? words.actions.collapseFolder({ name }) : words.actions.expandFolder({ name })}
            aria-expanded={expanded}
            onClick={onToggle}
            data-testid="upload-toggle-folder"
          >
            <ChevronIcon open={expanded === true} />
          </IconButton>
        ) : null}
        {kind === 'folder' ? <FolderKindIcon /> : <FileKindIcon kind={kind} />}
        <Box flex="1" minWidth="0">
          <Text fontSize="sm" truncate title={name}>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="upload-figures">
            {detail ? `${detail} · ` : ''}
            {figures.join(' · ')}
          </Text>
        </Box>
        <Box textAlign="right" maxWidth="40%" flexShrink={0}>
          <Text fontSize="xs" color={statusColor(status)} data-testid="upload-status">
            {statusText}
          </Text>
          {status === 'error' && error ? (
            <Text fontSize="xs" color="red.fg" truncate title={failure(error)} data-testid="upload-error">
              {failure(error)}
            </Text>
          ) : null}
        </Box>
        <RowButtons name={name} status={status} startable={startable} onAction={onAction} />
      </Flex>
    </Box>
  );
}, sameLook);
