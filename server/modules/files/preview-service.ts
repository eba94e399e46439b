import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { extensionOf } from '../../../contract/files';
import { type PreviewKind, previewKind } from '../../../contract/preview-kind';
import { detectCharset, type TextCharset } from '../../../contract/text-encoding';
import { makeScratchDir, runProcess, whichProgram } from '../../analysis/process-runner';
import type { Actor } from '../../auth/actor';
import type { BlobStore } from '../../storage/blob-store';
import { libraryErrors } from '../library/library-errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { ContentService, FileContent } from './content-service';

const CONVERT_TIMEOUT_MS = 120_000;

/** The LibreOffice program: the configured one, else `libreoffice` or `soffice` on PATH. */
async function findLibreOffice(configured?: string): Promise<string | undefined> {
  if (configured) {
    try {
      await fs.promises.access(configured, fs.constants.X_OK);
      return configured;
    } catch {
      return undefined;
    }
  }
  return (await whichProgram('libreoffice')) ?? (await whichProgram('soffice'));
}

/** What the browse screen shows: the bytes and the type they go out with. */
interface Rendition {
  name: string;
  mime: string;
  stream: Readable | Buffer | string;
  /** For text, the encoding its bytes are in. */
  charset?: TextCharset;
}

/** A rendition with what the audit records of it: the file's own name and the kind it is shown as. */
type Preview = Rendition & { fileName: string; kind: Exclude<PreviewKind, 'none'> };

/**
 * Previews: what a person who may read a library sees of a file in the page, whether or not they may
 * download it. Each kind has one rendition for display: the first part of a text as it is, named with the
 * encoding it is in (UTF-8, UTF-16 or GB18030; see text-encoding.ts), a raster image, audio or video as it
 * is, a PDF for the PDF viewer, an Office file converted to PDF. Other kinds
 * have no preview, so this is never a way to fetch an arbitrary file; nothing here is served in ranges
 * or with a content hash.
 *
 * Office files previewed as PDF. LibreOffice converts each blob once; the PDF is kept in the blob store
 * beside it (`<sha256>.pdf`) and goes when the blob goes. Conversions of one blob running at the same
 * moment share one LibreOffice run.
 */
export function previewService(deps: { store: BlobStore; content: ContentService; libreOfficeBin?: string; allowedKinds?: () => Promise<readonly string[]> }) {
  const { store, content, libreOfficeBin, allowedKinds } = deps;
  /** The kinds an administrator turned off in the security settings have no preview. */
  async function assertKindAllowed(file: FileContent) {
    const kind = previewKind(file.name, file.mime);
    if (kind !== 'none' && allowedKinds && !(await allowedKinds()).includes(kind)) throw libraryErrors.preview('previewKindOff');
  }

  const running = new Map<string, Promise<void>>();

  async function convert(program: string, sha256: string, extension: string) {
    const scratch = await makeScratchDir('preview');
    try {
      const input = path.join(scratch, `document.${extension}`);
      const source = await store.read(sha256);
      await fs.promises.writeFile(input, source);
      const outDir = path.join(scratch, 'out');
      // Its own profile directory, so two conversions never fight over LibreOffice's profile lock.
      const profile = `file://${path.join(scratch, 'profile')}`;
      const result = await runProcess(program, ['--headless', '--norestore', `-env:UserInstallation=${profile}`, '--convert-to', 'pdf', '--outdir', outDir, input], {
        cwd: scratch,
        timeoutMs: CONVERT_TIMEOUT_MS,
        maxOutputBytes: 64 * 1024,
        home: scratch,
      });
      const output = path.join(outDir, 'document.pdf');
      if (result.code !== 0 || !fs.existsSync(output)) throw libraryErrors.preview('previewFailed');
      const staged = await store.stage(fs.createReadStream(output));
      await store.commit(staged, `${sha256}.pdf`);
    } finally {
      await fs.promises.rm(scratch, { recursive: true, force: true });
    }
  }

  async function officePdf(actor: Actor, file: FileContent): Promise<Rendition> {
    if (previewKind(file.name, file.mime) !== 'office') throw libraryErrors.preview('previewNotOffice');
    const key = `${file.sha256}.pdf`;
    if (!(await store.exists(key))) {
      const program = await findLibreOffice(libreOfficeBin);
      // Installing LibreOffice is the administrator's to do; a reader is only told to download the file.
      if (!program) throw libraryErrors.preview(backOfficePolicy.can(actor, 'administer') ? 'previewNeedsLibreOffice' : 'previewUnavailable');
      let pending = running.get(file.sha256);
      if (!pending) {
        pending = convert(program, file.sha256, extensionOf(file.name)).finally(() => running.delete(file.sha256));
        running.set(file.sha256, pending);
      }
      await pending;
    }
    const stream = await store.read(key);
    return { name: `${file.name.replace(/\.[^.]+$/, '')}.pdf`, mime: 'application/pdf', stream };
  }

  return {
    async pdf(actor: Actor, libraryId: number, nodeId: number, version?: number): Promise<Preview> {
      const file = await content.forDisplay(actor, libraryId, nodeId, version);
      await assertKindAllowed(file);
      return { ...(await officePdf(actor, file)), fileName: file.name, kind: 'office' };
    },

    async display(actor: Actor, libraryId: number, nodeId: number, version?: number): Promise<Preview> {
      const file = await content.forDisplay(actor, libraryId, nodeId, version);
      await assertKindAllowed(file);
      const kind = previewKind(file.name, file.mime);
      const preview = (rendition: Rendition, as: Preview['kind']): Preview => ({ ...rendition, fileName: file.name, kind: as });
      switch (kind) {
        case 'office':
          return preview(await officePdf(actor, file), kind);
        case 'text':
        case 'code':
        case 'markdown': {
          const shown = Math.min(file.size, LIBRARY_LIMITS.textPreviewBytes);
          const head = shown === 0 ? Buffer.alloc(0) : await buffer(await file.read({ start: 0, end: shown - 1 }));
          return preview({ name: file.name, mime: 'text/plain', stream: head, charset: detectCharset(head) }, kind);
        }
        case 'image':
        case 'audio':
        case 'video':
        case 'pdf':
          return preview({ name: file.name, mime: file.mime, stream: file.size === 0 ? '' : await file.read() }, kind);
        case 'none':
          throw libraryErrors.preview('previewUnsupported');
      }
    },
  };
}

export type PreviewService = ReturnType<typeof previewService>;
