import { WIKI_COLLAB } from '../../contract/wiki';

/**
 * What the primary and its workers say to each other over the IPC channel. A request names the slot
 * (or the primary) that answers it; the primary carries it there and carries the answer back.
 */
export type ToPrimary =
  | { t: 'ready' }
  | { t: 'request'; id: number; to: number | 'primary'; kind: string; body: unknown }
  | { t: 'answer'; id: number; to: number; ok: boolean; body: unknown }
  | { t: 'cast'; kind: string; body: unknown };

export type ToWorker =
  | { t: 'request'; id: number; from: number; kind: string; body: unknown }
  | { t: 'answer'; id: number; ok: boolean; body: unknown }
  | { t: 'cast'; kind: string; body: unknown }
  /** A connection the primary accepted, with the bytes it read to route it (base64); the socket is the handle. */
  | { t: 'connection'; head: string };

/** The worker that runs periodic jobs and, without Redis, every scan. */
export const JOB_WORKER = 0;

/** A worker's place, stable across its replacements: set in the environment of the forked process. */
export const SLOT_VARIABLE = 'LIBRARIUM_WORKER_SLOT';

/**
 * The worker that holds a live document: every socket of one wiki page must meet in one process when no
 * Redis carries updates between processes. FNV-1a, so the primary and every worker agree without talking.
 */
export function ownerOf(documentName: string, workers: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < documentName.length; i += 1) {
    hash ^= documentName.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % workers;
}

/**
 * The live document a connection asks for, read from the request line of its first bytes
 * (`GET /api/wiki/collab?document=wiki-page:12 HTTP/1.1`); null for any other request.
 */
export function documentOfRequest(head: Buffer, apiPrefix: string): string | null {
  const lineEnd = head.indexOf('\r\n');
  const line = head.subarray(0, lineEnd < 0 ? head.length : lineEnd).toString('latin1');
  const [method, target] = line.split(' ');
  if (method !== 'GET' || !target) return null;
  const question = target.indexOf('?');
  if (question < 0 || target.slice(0, question) !== `${apiPrefix}${WIKI_COLLAB.path}`) return null;
  const document = new URLSearchParams(target.slice(question + 1)).get(WIKI_COLLAB.documentParameter);
  return document || null;
}
