import type { SystemStyleObject } from '@chakra-ui/react';

/** How a page's content looks, the same when read and when edited. */
export const wikiProse: SystemStyleObject = {
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
  '& a[data-page-link]::before': { content: '"📄 "' },
  '& a[data-page-link][data-state="missing"]': { color: 'fg.muted', bg: 'bg.muted', textDecoration: 'line-through', cursor: 'default' },
  '& img': { maxWidth: '100%', height: 'auto', rounded: 'sm' },
  '& hr': { borderColor: 'border' },
  '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.35em 0.6em', verticalAlign: 'top' },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold', textAlign: 'start' },
};
