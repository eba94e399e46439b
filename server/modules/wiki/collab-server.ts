import type { IncomingMessage } from 'node:http';
import { Redis } from '@hocuspocus/extension-redis';
import { type Connection, type Document as HocuspocusDocument, type Extension, Hocuspocus } from '@hocuspocus/server';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { WIKI_LIMITS } from '../../../contract/constants';
import { pageIdOfDocument, WIKI_COLLAB, type WikiAccessNotice, wikiDocumentName } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { ownerOf } from '../../cluster/protocol';
import { workerLink } from '../../cluster/worker-link';
import type { Config } from '../../config';
import { type AccessScope, collabAccessChanges } from './collab-access';
import type { WikiDocumentService } from './wiki-document-service';
import type { WikiPolicy } from './wiki-policy';
import { replaceContent } from './yjs-content';

/** What a socket carries from its upgrade request to every hook. */
interface SocketContext {
  actor?: Actor;
  pageId?: number;
  libraryId?: number;
  /** When the page grant was last read; updates re-read it when it is older than `RECHECK_MS`. */
  checkedAt?: number;
  /** Set by a grant change until the access is read again: no update of this socket counts meanwhile. */
  stale?: boolean;
  /** The check under way, which every update arriving meanwhile waits for. */
  checking?: Promise<void>;
}

/**
 * Grant changes made through this server reach open connections at once (`accessChanged`); this bounds
 * how long a change made some other way (directly in the database, a sign-in's group sync) goes unseen by
 * a socket that keeps sending.
 */
const RECHECK_MS = 5000;

/** The refusal of a socket that reached a worker not holding its page (an address without the page in it). */
const WRONG_WORKER = 'wrong-worker';

/** What workers ask of the worker holding a page's live document. */
const COLLAB_REQUEST = { flush: 'wiki:flush', replace: 'wiki:replace', afterStored: 'wiki:after-stored' } as const;

/** The person behind a socket as they are now; null once they are deactivated or gone. */
export type PersonNow = (id: number) => Promise<Actor | null>;

/** Hocuspocus hands `reason` to the client (the provider's `onAuthenticationFailed`, or the close reason). */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * Live editing of wiki pages: Hocuspocus speaks the Yjs sync and awareness protocols on each socket,
 * one document per page (`wiki-page:<id>`). The session of the upgrade request decides who connects;
 * the page grant decides whether they connect at all and whether their updates count. Documents are
 * loaded from and stored into the database (debounced); with Redis, several instances share them.
 */
export function wikiCollab(
  config: Pick<Config, 'redisUrl' | 'queuePrefix' | 'wikiStoreDebounceMs' | 'wikiQuietMs'>,
  access: WikiPolicy,
  documents: WikiDocumentService,
  log: Logger,
  personNow: PersonNow,
) {
  /** Who changed each loaded document since it was last stored. */
  const authors = new Map<string, Set<number>>();
  /** Documents that reached the size limit: further updates are refused until it shrinks below it. */
  const full = new Set<string>();

  /**
   * When each loaded document last changed and was not stored since. An edit that arrived through Redis
   * is stored by the instance its editor is connected to, and that store is skipped when another
   * instance holds the document's lock; a failed store (the database away) is not retried by
   * Hocuspocus either. The retry timer stores whatever stayed unstored.
   */
  const unstored = new Map<string, number>();

  /** Set at shutdown: sockets still sending are turned away before the database goes. */
  let closing = false;
  /**
   * Set once shutdown has stored what this instance held: a change that still arrives afterwards (from
   * another instance, through Redis) is that instance's to store, and nothing here reaches for a database
   * that is about to close.
   */
  let stopped = false;
  /** How long shutdown waits for the last stores of open pages. */
  const SHUTDOWN_WAIT_MS = 10_000;
  /** Stores and versions under way: shutdown waits for them, so none outlives the database. */
  const inFlight = new Set<Promise<unknown>>();
  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  const extensions: Extension[] = [];
  if (config.redisUrl) {
    const url = new URL(config.redisUrl);
    extensions.push(
      new Redis({
        host: url.hostname,
        port: Number(url.port || 6379),
        options: { username: url.username || undefined, password: url.password || undefined, db: Number(url.pathname.slice(1) || 0) },
        prefix: `${config.queuePrefix}:wiki`,
      }),
    );
  }

  /**
   * Without Redis, each page's live document lives in one worker of this server (the primary sends its
   * sockets there by their address); a version or restore asked of another worker is done by that one.
   */
  const link = config.redisUrl ? null : workerLink();
  /** The worker holding the page's live document when it is not this process; null when it is. */
  function holderElsewhere(documentName: string): number | null {
    if (!link) return null;
    const holder = ownerOf(documentName, link.workers);
    return holder === link.slot ? null : holder;
  }
  /** The `afterStored` steps of replacements running in another worker, until it calls them back. */
  const awaitingStore = new Map<number, () => Promise<unknown>>();
  let nextReplacement = 1;

  function notify(connection: Connection, access: WikiAccessNotice['access']) {
    const notice: WikiAccessNotice = { type: WIKI_COLLAB.accessNotice, access };
    connection.sendStateless(JSON.stringify(notice));
  }

  /**
   * Reads the connection's access again, with the person as they are now (department, groups and
   * deactivation included; the actor of the upgrade request is a snapshot). A writer who lost edit turns
   * read-only, and one who lost read is closed; either is told first. Concurrent calls share one read.
   */
  function verify(connection: Connection): Promise<void> {
    const context = connection.context as SocketContext;
    if (context.checking) return context.checking;
    const checking = readAccess(connection, context);
    context.checking = checking;
    const done = () => {
      if (context.checking === checking) context.checking = undefined;
    };
    checking.then(done, done);
    return checking;
  }

  async function readAccess(connection: Connection, context: SocketContext) {
    const person = context.actor ? await personNow(context.actor.id) : null;
    const found = person && context.pageId !== undefined ? await access.socketAccess(person, context.pageId) : null;
    if (!person || !found) {
      context.actor = undefined;
      notify(connection, 'none');
      connection.close({ code: 4403, reason: WIKI_COLLAB.refusals.noAccess });
      return;
    }
    context.actor = person;
    const readOnly = found.access !== 'edit';
    if (readOnly !== connection.readOnly) {
      connection.readOnly = readOnly;
      notify(connection, found.access);
    }
    context.checkedAt = Date.now();
    context.stale = false;
  }

  /** Checks every open connection to pages of these libraries (all: `null`) again, now. */
  function recheckOpen(scope: AccessScope) {
    for (const document of hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const context = connection.context as SocketContext;
        if (scope && (context.libraryId === undefined || !scope.includes(context.libraryId))) continue;
        context.stale = true;
        verify(connection).catch((error: unknown) => {
          log.warn({ error, document: document.name }, 'wiki access recheck failed');
          connection.close({ code: 4403, reason: WIKI_COLLAB.refusals.noAccess });
        });
      }
    }
  }

  const changes = collabAccessChanges({ redisUrl: config.redisUrl, channel: `${config.queuePrefix}:wiki:access` }, recheckOpen, log);

  const hocuspocus = new Hocuspocus({
    name: 'librarium-wiki',
    quiet: true,
    debounce: config.wikiStoreDebounceMs,
    maxDebounce: config.wikiStoreDebounceMs * 5,
    extensions,

    async onAuthenticate({ documentName, context, connectionConfig }) {
      const socket = context as SocketContext;
      if (closing) throw new Refusal('server-closing');
      if (!socket.actor) throw new Refusal(WIKI_COLLAB.refusals.signedOut);
      const pageId = pageIdOfDocument(documentName);
      if (pageId === null) throw new Refusal(WIKI_COLLAB.refusals.notFound);
      // A socket without its page in its address (or asking for another page on it) reached a worker that
      // does not hold that page: editing here would split the page in two.
      if (holderElsewhere(documentName) !== null) throw new Refusal(WRONG_WORKER);
      const found = await access.socketAccess(socket.actor, pageId);
      if (!found) throw new Refusal(WIKI_COLLAB.refusals.noAccess);
      connectionConfig.readOnly = found.access !== 'edit';
      socket.pageId = pageId;
      socket.libraryId = found.libraryId;
      socket.checkedAt = Date.now();
      return socket;
    },

    async beforeHandleMessage({ connection, context, documentName, update }) {
      const socket = context as SocketContext;
      if (closing) throw new Refusal('server-closing');
      // A grant change may have landed between the last check and this update: check before it counts.
      if (socket.stale || Date.now() - (socket.checkedAt ?? 0) > RECHECK_MS) await verify(connection);
      if (!socket.actor) throw new Refusal(WIKI_COLLAB.refusals.noAccess);
      if (!connection.readOnly && (full.has(documentName) || update.length > WIKI_LIMITS.stateBytesMax)) {
        throw new Refusal('too-large');
      }
    },

    async onLoadDocument({ documentName, document }) {
      const pageId = pageIdOfDocument(documentName);
      if (pageId === null) throw new Refusal(WIKI_COLLAB.refusals.notFound);
      const state = await documents.load(pageId);
      if (state) Y.applyUpdate(document, state);
      // Hocuspocus queues every change for its next broadcast, this one too, and sends it once the first
      // editor is connected: the whole page a second time after the sync that already brought it. Sent now,
      // it reaches nobody, as no connection is on the document while it loads.
      document.flush();
      return document;
    },

    async onChange({ documentName, context }) {
      unstored.set(documentName, Date.now());
      const actor = (context as SocketContext).actor;
      if (!actor) return;
      const set = authors.get(documentName) ?? new Set<number>();
      set.add(actor.id);
      authors.set(documentName, set);
    },

    onStoreDocument: ({ documentName, document }) => tracked(storeDocument(documentName, document)),

    afterStoreDocument: ({ documentName, document }) => tracked(versionIfLeft(documentName, document)),

    async afterUnloadDocument({ documentName }) {
      authors.delete(documentName);
      unstored.delete(documentName);
      full.delete(documentName);
    },
  });

  async function storeDocument(documentName: string, document: Y.Doc) {
    if (stopped) return;
    const pageId = pageIdOfDocument(documentName);
    if (pageId === null) return;
    const state = Y.encodeStateAsUpdate(document);
    if (state.length > WIKI_LIMITS.stateBytesMax) {
      // Keep the last good state; the editors' next updates are refused (see beforeHandleMessage).
      full.add(documentName);
      log.warn({ pageId, bytes: state.length }, 'wiki page over the size limit; not stored');
      return;
    }
    full.delete(documentName);
    const startedAt = Date.now();
    const changedBy = [...(authors.get(documentName) ?? [])];
    authors.delete(documentName);
    try {
      await documents.store(pageId, state, changedBy);
    } catch (error) {
      for (const id of changedBy) (authors.get(documentName) ?? authors.set(documentName, new Set()).get(documentName)!).add(id);
      throw error;
    }
    if ((unstored.get(documentName) ?? 0) <= startedAt) unstored.delete(documentName);
  }

  /** The last editor left: a pause in editing, so the changes get their version now. */
  async function versionIfLeft(documentName: string, document: HocuspocusDocument) {
    const pageId = pageIdOfDocument(documentName);
    if (!stopped && pageId !== null && document.getConnectionsCount() === 0) await documents.takeVersion(pageId, 'auto', '', null);
  }

  const retryEvery = Math.max(1000, config.wikiStoreDebounceMs * 5);
  const retry = setInterval(() => {
    for (const [name, changedAt] of unstored) {
      const document = hocuspocus.documents.get(name);
      if (!document) {
        unstored.delete(name);
        continue;
      }
      if (Date.now() - changedAt < retryEvery || hocuspocus.debouncer.isDebounced(`onStoreDocument-${name}`)) continue;
      const payload = { instance: hocuspocus, clientsCount: document.getConnectionsCount(), document, documentName: name, lastContext: {}, lastTransactionOrigin: undefined };
      hocuspocus.storeDocumentHooks(document, payload, true).catch((error: unknown) => log.warn({ error, document: name }, 'wiki page store retry failed'));
    }
  }, retryEvery);
  retry.unref();

  async function flushHere(pageId: number) {
    const name = wikiDocumentName(pageId);
    const document = hocuspocus.documents.get(name);
    if (!document) return;
    if (hocuspocus.debouncer.isDebounced(`onStoreDocument-${name}`)) await hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`);
    else await documents.store(pageId, Y.encodeStateAsUpdate(document), []);
  }

  async function replaceHere<T>(pageId: number, state: Uint8Array, by: Actor, afterStored: () => Promise<T>): Promise<T> {
    const source = new Y.Doc();
    if (state.length) Y.applyUpdate(source, state);
    const connection = await hocuspocus.openDirectConnection(wikiDocumentName(pageId), { actor: by } satisfies SocketContext);
    try {
      // transact runs the store hooks immediately (and onChange records `by` as the author).
      await connection.transact((doc) => replaceContent(doc, source));
      return await afterStored();
    } finally {
      await connection.disconnect();
      source.destroy();
    }
  }

  if (link) {
    link.handle(COLLAB_REQUEST.flush, (pageId) => flushHere(Number(pageId)));
    link.handle(COLLAB_REQUEST.replace, (body, from) => {
      const { pageId, state, by, replacement } = body as { pageId: number; state: string; by: Actor; replacement: number };
      return replaceHere(pageId, Buffer.from(state, 'base64'), by, () => link.request(from, COLLAB_REQUEST.afterStored, replacement));
    });
    link.handle(COLLAB_REQUEST.afterStored, async (replacement) => {
      const step = awaitingStore.get(Number(replacement));
      if (!step) throw new Error('replacement no longer waiting');
      return step();
    });
  }

  return {
    hocuspocus,

    /** Hands an upgraded socket to Hocuspocus with the person of its upgrade request. */
    handle(socket: WebSocket, request: IncomingMessage, actor: Actor | null) {
      const context: SocketContext = { actor: actor ?? undefined };
      // Hocuspocus speaks to a socket through the web's Request and is fed its messages and its close.
      const connection = hocuspocus.handleConnection(socket, webRequest(request), context);
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
        connection.handleMessage(Array.isArray(data) ? Buffer.concat(data) : new Uint8Array(data));
      });
      socket.on('close', (code: number, reason: Buffer) => connection.handleClose({ code, reason: reason.toString() } as CloseEvent));
    },

    /** Stores a page's live document now (before a version is taken of it); nothing when it is not loaded here. */
    async flush(pageId: number) {
      const holder = holderElsewhere(wikiDocumentName(pageId));
      if (holder === null) return flushHere(pageId);
      await link!.request(holder, COLLAB_REQUEST.flush, pageId);
    },

    /**
     * Replaces the live document's content with `state`'s: connected editors receive it as one change
     * (through Redis on other instances too). The change is stored at once; `afterStored` runs before the
     * document may unload, so the version it takes is of exactly this state.
     */
    async replace<T>(pageId: number, state: Uint8Array, by: Actor, afterStored: () => Promise<T>): Promise<T> {
      const holder = holderElsewhere(wikiDocumentName(pageId));
      if (holder === null) return replaceHere(pageId, state, by, afterStored);
      // The holder replaces its live document and calls back for `afterStored` before it may unload.
      const replacement = nextReplacement++;
      awaitingStore.set(replacement, afterStored);
      try {
        return await link!.request<T>(holder, COLLAB_REQUEST.replace, { pageId, state: Buffer.from(state).toString('base64'), by, replacement });
      } finally {
        awaitingStore.delete(replacement);
      }
    },

    /**
     * Grants, memberships or people changed in a way that may alter access to pages of these libraries
     * (all libraries: `null`): every open connection concerned, on every instance, is checked again now.
     */
    accessChanged: (libraryIds: AccessScope) => changes.changed(libraryIds),

    /** Versions pages whose editing paused; run periodically. */
    sweep: () => documents.versionPaused(config.wikiQuietMs),

    /** Stores every loaded document and closes every socket (shutdown). */
    async close() {
      closing = true;
      clearInterval(retry);
      for (const name of [...hocuspocus.documents.keys()]) {
        if (hocuspocus.debouncer.isDebounced(`onStoreDocument-${name}`)) await hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`);
      }
      hocuspocus.closeConnections();
      // Closing a page's last connection stores (and versions) it once more, then unloads it: wait for
      // that, as Hocuspocus's own server does on destroy, but not for ever.
      const deadline = Date.now() + SHUTDOWN_WAIT_MS;
      while ((hocuspocus.getDocumentsCount() > 0 || inFlight.size > 0) && Date.now() < deadline) {
        await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 20))]);
      }
      stopped = true;
      await changes.close();
      for (const extension of extensions) await extension.onDestroy?.({ instance: hocuspocus });
    },
  };
}

export type WikiCollab = ReturnType<typeof wikiCollab>;

/** The upgrade request as the web's Request, which is what Hocuspocus reads headers and parameters from. */
function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // A fixed origin: only the path and query matter here, and a hostile Host header must not make this throw.
  return new Request(new URL(request.url ?? "/", "http://localhost"), { headers });
}
