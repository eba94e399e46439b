import type { SystemStyleObject } from '@chakra-ui/react';

const PAGE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"/><path d="M14 2v5a1 1 0 0 0 1 1h5"/><path d="M10 9H8"/><path d="M16 13H8"/><path d="M16 17H8"/></svg>',
)}`;

/** How a page's content looks, the same when read and when edited. */
export const wikiProse: SystemStyleObject = {
  // A long page lays out and paints only the blocks near the screen; the others keep the height they had
  // when last shown (or an estimate before that), so opening a page of a megabyte and typing in it cost
  // what the screen shows, not the whole page. The clip margin keeps what reaches past a block (a
  // colleague's caret label, a selected image's outline) visible. The editor's blocks sit in .ProseMirror.
  '& > :not(.ProseMirror), & > .ProseMirror > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3em', overflowClipMargin: '2em' },
  lineHeight: '1.7',
  wordBreak: 'break-word',
  '& > * + *': { marginTop: '0.75em' },
  '& h1': { fontSize: '2xl', fontWeight: 'bold', marginTop: '1em' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginTop: '1em' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '0.8em' },
  '& h4, & h5, & h6': { fontWeight: 'semibold' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& ul[data-type="taskList"]': { listStyleType: 'none', paddingInlineStart: '0.25em' },
  '& ul[data-type="taskList"] li': { display: 'flex', gap: '0.5em', alignItems: 'flex-start' },
  '& ul[data-type="taskList"] li > label': { marginTop: '0.2em', flexShrink: 0 },
  '& ul[data-type="taskList"] li > div': { flex: 1 },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em', color: 'fg.muted' },
  '& pre': { bg: 'bg.muted', padding: '0.75em 1em', rounded: 'md', overflowX: 'auto', fontFamily: 'mono', fontSize: 'sm' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '0.25em', rounded: 'sm' },
  '& pre code': { bg: 'transparent', padding: 0 },
  '& a': { color: 'blue.fg', textDecoration: 'underline' },
  // A link to another page of the wiki reads as a page, not an address; a gone page is struck out.
  '& a[data-page-link]': { textDecoration: 'none', bg: 'blue.subtle', paddingInline: '0.3em', rounded: 'sm', cursor: 'pointer' },
  // The page mark is drawn from an SVG (Lucide's file-text) in the text colour: an emoji needs a font
  // many machines lack and shows as an empty box there.
  '& a[data-page-link]::before': {
    content: '""',
    display: 'inline-block',
    width: '0.95em',
    height: '0.95em',
    marginInlineEnd: '0.25em',
    verticalAlign: '-0.12em',
    bg: 'currentColor',
    maskImage: `url("${PAGE_ICON}")`,
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
  },
  '& a[data-page-link][data-state="missing"]': { color: 'fg.muted', bg: 'bg.muted', textDecoration: 'line-through', cursor: 'default' },
  '& img': { maxWidth: '100%', height: 'auto', rounded: 'sm' },
  '& hr': { borderColor: 'border' },
  '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.35em 0.6em', verticalAlign: 'top' },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold', textAlign: 'start' },
};
