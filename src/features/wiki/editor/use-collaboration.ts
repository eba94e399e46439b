import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { WIKI_COLLAB, wikiDocumentName } from '../../../../contract/wiki';
import { API_PREFIX } from '../../../api/api-prefix';
import { localCopyName, noteUnsynced, trackOpenCopy } from '../../../api/wiki-local-copies';

export type ConnectionState = 'connecting' | 'syncing' | 'synced' | 'offline';
export type Refusal = keyof typeof WIKI_COLLAB.refusals | 'other';

export interface Collaboration {
  document: Y.Doc;
  provider: HocuspocusProvider;
  state: ConnectionState;
  /** Known once the server accepted the connection; offline the person edits and the server decides later. */
  readOnly: boolean;
  refusal: Refusal | null;
}

function collabUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${API_PREFIX}${WIKI_COLLAB.path}`;
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

  useEffect(() => {
    const document = new Y.Doc();
    const local = new IndexeddbPersistence(localCopyName(account, wikiDocumentName(pageId)), document);
    const untrack = trackOpenCopy(() => local.destroy());
    let connected = false;
    // Once a connection dropped (or there was no network to begin with) the editor works offline until it is back.
    let dropped = !navigator.onLine;
    let synced = false;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: wikiDocumentName(pageId),
      document,
      token: WIKI_COLLAB.token,
    });
    // A reader's changes never reach the server: there is nothing of theirs to lose.
    let reader = false;
    const show = () => {
      if (!connected) setState(dropped || !navigator.onLine ? 'offline' : 'connecting');
      else if (synced && !provider.hasUnsyncedChanges) {
        setState('synced');
        // Only once the device's copy is read back: an edit of an earlier visit may still be in it.
        if (local.synced) noteUnsynced(account, pageId, false);
      } else setState('syncing');
    };
    // A change made here (not one from the server, nor the device's copy read back) is unsynced until confirmed.
    const changed = (_update: Uint8Array, origin: unknown) => {
      if (origin !== provider && origin !== local && !reader) noteUnsynced(account, pageId, true);
    };
    document.on('update', changed);
    local.on('synced', show);
    provider.on('status', ({ status }: { status: WebSocketStatus }) => {
      connected = status === WebSocketStatus.Connected;
      if (status === WebSocketStatus.Disconnected) {
        dropped = true;
        synced = false;
      }
      show();
    });
    provider.on('synced', ({ state: done }: { state: boolean }) => {
      synced = done;
      show();
    });
    provider.on('unsyncedChanges', show);
    provider.on('authenticated', ({ scope }: { scope: string }) => {
      reader = scope === 'readonly';
      if (reader) noteUnsynced(account, pageId, false);
      setReadOnly(reader);
    });
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => setRefusal(refusalOf(reason)));
    setSession({ document, provider });
    setState('connecting');
    setReadOnly(false);
    setRefusal(null);
    return () => {
      document.off('update', changed);
      local.off('synced', show);
      untrack();
      provider.destroy();
      void local.destroy();
      document.destroy();
      setSession(null);
    };
  }, [account, pageId]);

  return session ? { ...session, state, readOnly, refusal } : null;
}
