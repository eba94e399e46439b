import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { startTransition, useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { WIKI_COLLAB, type WikiAccessNotice, wikiDocumentName } from '../../../../contract/wiki';
import { API_PREFIX } from '../../../api/api-prefix';
import { localCopyName, noteUnsynced, trackOpenCopy } from '../../../api/wiki-local-copies';

export type ConnectionState = 'connecting' | 'syncing' | 'synced' | 'offline';
export type Refusal = keyof typeof WIKI_COLLAB.refusals | 'other';
/** Access the person lost while the page was open: down to reading, or all of it. */
export type Revoked = Exclude<WikiAccessNotice['access'], 'edit'>;

export interface Collaboration {
  document: Y.Doc;
  provider: HocuspocusProvider;
  state: ConnectionState;
  /** Known once the server accepted the connection; offline the person edits and the server decides later. */
  readOnly: boolean;
  refusal: Refusal | null;
  /** Set when a grant change took edit access away while the page was open; the server dropped everything typed since. */
  revoked: Revoked | null;
}

/** How long the device's copy of a page may take to read before the server is asked without it. */
const LOCAL_COPY_WAIT_MS = 3000;

function collabUrl(pageId: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ [WIKI_COLLAB.documentParameter]: wikiDocumentName(pageId) });
  return `${scheme}//${window.location.host}${API_PREFIX}${WIKI_COLLAB.path}?${query}`;
}

function accessNoticeOf(payload: string): WikiAccessNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<WikiAccessNotice>;
    return notice.type === WIKI_COLLAB.accessNotice && notice.access ? (notice as WikiAccessNotice) : null;
  } catch {
    return null;
  }
}

function refusalOf(reason: string): Refusal {
  const entry = Object.entries(WIKI_COLLAB.refusals).find(([, value]) => value === reason);
  return (entry?.[0] as Refusal | undefined) ?? 'other';
}

/**
 * The page's shared document: kept in this browser's IndexedDB (per person and page) so what was typed
 * offline survives a reload, and synced with the server and every other editor over the WebSocket
 * whenever there is a connection. The session cookie authenticates the socket. A change made here is
 * noted as unsynced until the server has confirmed everything, so a sign-out (which deletes the copy)
 * can warn about edits it would lose.
 */
export function useCollaboration(account: string, pageId: number): Collaboration | null {
  const [session, setSession] = useState<{ document: Y.Doc; provider: HocuspocusProvider } | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  const [readOnly, setReadOnly] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [revoked, setRevoked] = useState<Revoked | null>(null);

  useEffect(() => {
    const document = new Y.Doc();
    const local = new IndexeddbPersistence(localCopyName(account, wikiDocumentName(pageId)), document);
    const untrack = trackOpenCopy(() => local.destroy());
    let provider: HocuspocusProvider | null = null;
    let stopped = false;
    let connected = false;
    // Once a connection dropped (or there was no network to begin with) the editor works offline until it is back.
    let dropped = !navigator.onLine;
    let synced = false;
    // A reader's changes never reach the server: there is nothing of theirs to lose.
    let reader = false;
    // Edit access taken away while the page was open: what was typed and refused stays in the device's
    // copy, so it still counts as unsynced (a sign-out warns about it), but nothing is waiting to be sent.
    let cutOff = false;
    // Each keystroke turns the state to syncing and back once the server confirms: shown after the
    // keystroke's own frame is painted, not rendered within its input event.
    const showState = (next: ConnectionState) => startTransition(() => setState(next));
    const show = () => {
      if (!connected) showState(dropped || !navigator.onLine ? 'offline' : 'connecting');
      else if (synced && (cutOff || !provider?.hasUnsyncedChanges)) {
        showState('synced');
        // Only once the device's copy is read back: an edit of an earlier visit may still be in it.
        if (local.synced && !cutOff) noteUnsynced(account, pageId, false);
      } else showState('syncing');
    };
    // A change made here (not one from the server, nor the device's copy read back) is unsynced until confirmed.
    const changed = (_update: Uint8Array, origin: unknown) => {
      if ((provider === null || origin !== provider) && origin !== local && !reader) noteUnsynced(account, pageId, true);
    };
    document.on('update', changed);
    local.on('synced', show);

    // Back on the network, or back to the tab: connect now instead of waiting out the provider's backoff,
    // so what was typed meanwhile reaches the server at once.
    const reconnect = () => {
      if (!provider || window.document.visibilityState === 'hidden' || !navigator.onLine) return;
      const socket = provider.configuration.websocketProvider;
      if (socket.status !== WebSocketStatus.Connected) void socket.connect();
      // A socket that still looks open may have died while the network was away: sending on it (our own
      // presence, unchanged) makes a dead one fail now rather than after the provider's silence timeout.
      else {
        const presence = provider.awareness?.getLocalState();
        if (presence) provider.awareness!.setLocalState(presence);
      }
    };

    // The server is asked only once the device's copy is in the document: the sync then trades just what
    // either side lacks. A provider made earlier would send the whole copy as one change while the server
    // sends the whole page back, a few megabytes both ways and twice the work on each side for a long page.
    const connect = () => {
      if (stopped || provider) return;
      const created = new HocuspocusProvider({
        url: collabUrl(pageId),
        name: wikiDocumentName(pageId),
        document,
        token: WIKI_COLLAB.token,
      });
      provider = created;
      created.on('status', ({ status }: { status: WebSocketStatus }) => {
        connected = status === WebSocketStatus.Connected;
        if (status === WebSocketStatus.Disconnected) {
          dropped = true;
          synced = false;
        }
        show();
      });
      created.on('synced', ({ state: done }: { state: boolean }) => {
        synced = done;
        show();
      });
      created.on('unsyncedChanges', show);
      created.on('authenticated', ({ scope }: { scope: string }) => {
        reader = scope === 'readonly';
        if (reader) noteUnsynced(account, pageId, false);
        setReadOnly(reader);
      });
      created.on('authenticationFailed', ({ reason }: { reason: string }) => setRefusal(refusalOf(reason)));
      created.on('stateless', ({ payload }: { payload: string }) => {
        const notice = accessNoticeOf(payload);
        if (!notice) return;
        cutOff = notice.access !== 'edit';
        reader = notice.access === 'read';
        setReadOnly(cutOff);
        setRevoked(notice.access === 'edit' ? null : notice.access);
        show();
      });
      setSession({ document, provider: created });
    };
    // A device whose storage never answers (storage refused, a broken profile) still gets the page from the server.
    const unanswered = setTimeout(connect, LOCAL_COPY_WAIT_MS);
    void local.whenSynced.then(connect);

    window.addEventListener('online', reconnect);
    window.document.addEventListener('visibilitychange', reconnect);
    setState('connecting');
    setReadOnly(false);
    setRefusal(null);
    setRevoked(null);
    return () => {
      stopped = true;
      clearTimeout(unanswered);
      window.removeEventListener('online', reconnect);
      window.document.removeEventListener('visibilitychange', reconnect);
      document.off('update', changed);
      local.off('synced', show);
      untrack();
      provider?.destroy();
      void local.destroy();
      document.destroy();
      setSession(null);
    };
  }, [account, pageId]);

  return session ? { ...session, state, readOnly, refusal, revoked } : null;
}
