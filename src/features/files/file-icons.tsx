import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FileNode } from '../../../contract/files';

/** Line icons for the kinds of item a library holds, tinted so a folder stands out in a long list. */
function Glyph({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Box as="span" color={color} display="inline-flex" flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
        {children}
      </svg>
    </Box>
  );
}

export function FolderIcon() {
  return (
    <Glyph color="orange.500">
      <path d="M3 6.5A1.5 1.5 0 014.5 5H9l2 2h8.5A1.5 1.5 0 0121 8.5v9a1.5 1.5 0 01-1.5 1.5h-15A1.5 1.5 0 013 17.5z" />
    </Glyph>
  );
}

const TINTS: Record<Exclude<FileNode['fileType'], 'folder'>, string> = {
  image: 'green.500',
  video: 'purple.500',
  audio: 'pink.500',
  document: 'blue.500',
  unknown: 'fg.muted',
};

export function NodeIcon({ node }: { node: Pick<FileNode, 'kind' | 'fileType'> }) {
  if (node.kind === 'folder' || node.fileType === 'folder') return <FolderIcon />;
  return (
    <Glyph color={TINTS[node.fileType]}>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4" />
    </Glyph>
  );
}
