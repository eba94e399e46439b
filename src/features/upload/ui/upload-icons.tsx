import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FileKind } from '../types';

/** Line icons of the upload list, drawn inline: no icon font, no request. */
function Glyph({ color, children, size = '1.15em' }: { color?: string; children: ReactNode; size?: string }) {
  return (
    <Box as="span" color={color} display="inline-flex" flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
        {children}
      </svg>
    </Box>
  );
}

const SHEET = 'M6 3h8l4 4v14H6z';
const CORNER = 'M14 3v4h4';

/** The mark inside each kind's sheet, so kinds differ by shape as well as by colour. */
const KINDS: Record<FileKind, { color: string; mark: ReactNode }> = {
  image: { color: 'green.500', mark: <path d="M8.5 17l2.5-3 2 2 1.5-1.5 1.5 2.5z" /> },
  video: { color: 'purple.500', mark: <path d="M10 11.5v5l4-2.5z" /> },
  audio: { color: 'pink.500', mark: <path d="M10.5 17.5a1.5 1.5 0 11-1.5-1.5h1.5v-5l4-1v5" /> },
  document: { color: 'blue.500', mark: <path d="M9 12h6M9 15h6M9 18h4" /> },
  unknown: { color: 'fg.muted', mark: null },
};

export function FileKindIcon({ kind }: { kind: FileKind }) {
  const { color, mark } = KINDS[kind];
  return (
    <Box as="span" display="inline-flex" data-testid="upload-kind" data-kind={kind}>
      <Glyph color={color}>
        <path d={SHEET} />
        <path d={CORNER} />
        {mark}
      </Glyph>
    </Box>
  );
}

export function FolderKindIcon() {
  return (
    <Box as="span" display="inline-flex" data-testid="upload-kind" data-kind="folder">
      <Glyph color="orange.500">
        <path d="M3 6.5A1.5 1.5 0 014.5 5H9l2 2h8.5A1.5 1.5 0 0121 8.5v9a1.5 1.5 0 01-1.5 1.5h-15A1.5 1.5 0 013 17.5z" />
      </Glyph>
    </Box>
  );
}

export function PauseIcon() {
  return (
    <Glyph size="1em">
      <path d="M9 5v14M15 5v14" />
    </Glyph>
  );
}

export function PlayIcon() {
  return (
    <Glyph size="1em">
      <path d="M7 4.5v15l12-7.5z" />
    </Glyph>
  );
}

export function RetryIcon() {
  return (
    <Glyph size="1em">
      <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" />
    </Glyph>
  );
}

export function RemoveIcon() {
  return (
    <Glyph size="1em">
      <path d="M6 6l12 12M18 6L6 18" />
    </Glyph>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <Glyph size="1em">
      <path d={open ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'} />
    </Glyph>
  );
}
