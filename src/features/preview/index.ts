/** What other features use of the preview: the source viewer for a few lines of a file. */
export { type SourceLine, SourceLines } from './viewers/source-lines';
