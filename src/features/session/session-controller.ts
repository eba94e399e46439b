import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract/session';
import { isUnreachable } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import type { CachePersistence } from '../../api/query-persistence';
import { currentUserQuery, logout } from '../../api/session';
import { loadChunk } from '../../lib/load-chunk';
import { readStored, writeStored } from '../../lib/local-store';

// The preview cache's code loads only when a wipe is due: the shell does not carry it.
const wipeStoredPreviews = () => loadChunk(() => import('../../api/preview-cache/preview-store')).then((store) => store.wipeStoredPreviews());
const wipeWikiCopies = () => loadChunk(() => import('../../api/wiki-local-copies')).then((copies) => copies.wipeLocalCopies());

const ACCOUNT_KEY = 'librarium.account';
/**
 * Set by a sign-out that could not reach the server: the session it left alive there is ended at the first
 * chance (the next start, or the network's return), so whoever opens this browser next is not signed in as them.
 */
const SIGN_OUT_PENDING_KEY = 'librarium.signOutPending';

const isTrue = (value: unknown): value is boolean => value === true;

function isAccount(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Who this browser works for. The account is remembered on the device so a reload without network
 * can open the right person's offline copy; everything of one person is wiped before another's
 * data can arrive.
 */
export function createSessionController(deps: {
  queryClient: QueryClient;
  persistence: CachePersistence;
  client: ApiClient;
  /** Ends the session on the server; the sign-out call unless a test replaces it. */
  endSession?: () => Promise<{ endSession: string | null } | null>;
  /** Forgets the preview bytes kept on the device, as `persistence.wipe` forgets the query cache. */
  wipePreviews?: () => Promise<void>;
  /** Forgets the wiki pages' editor copies kept on the device. */
  wipeWikiDocuments?: () => Promise<void>;
  /** Forgets the comments written here that were never sent (the comments feature's, given by the app). */
  wipeUnsentComments: () => Promise<void>;
}) {
  const {
    queryClient,
    persistence,
    client,
    endSession = logout,
    wipePreviews = wipeStoredPreviews,
    wipeWikiDocuments = wipeWikiCopies,
    wipeUnsentComments,
  } = deps;
  const wipeDevice = () => Promise.all([persistence.wipe(), wipePreviews(), wipeWikiDocuments(), wipeUnsentComments()]);
  const remembered = () => readStored<string | null>(ACCOUNT_KEY, null, isAccount);

  /** Ends the server's session; false when the server could not be reached (any answer from it will do). */
  async function endOnServer(): Promise<{ ended: boolean; endSession: string | null }> {
    try {
      return { ended: true, endSession: (await endSession())?.endSession ?? null };
    } catch (error) {
      return { ended: !isUnreachable(error), endSession: null };
    }
  }

  let finishing: Promise<void> | null = null;
  /** Ends the session a sign-out made offline left on the server, if there is one. */
  function finishSignOut(): Promise<void> {
    if (!readStored(SIGN_OUT_PENDING_KEY, false, isTrue)) return Promise.resolve();
    finishing ??= endOnServer()
      .then(({ ended }) => {
        if (ended) writeStored(SIGN_OUT_PENDING_KEY, null);
      })
      .finally(() => {
        finishing = null;
      });
    return finishing;
  }
  let watchingNetwork = false;

  return {
    /** At start: take up the last visit's person and their offline copy until the server says otherwise. */
    async resume(): Promise<void> {
      await finishSignOut();
      if (!watchingNetwork) {
        watchingNetwork = true;
        onlineManager.subscribe((online) => {
          if (online) void finishSignOut();
        });
      }
      const account = remembered();
      if (!account) return;
      client.setAccount(account);
      await persistence.start(account, { restore: true });
    },

    /** Whether this browser works for someone (whose session may since have ended). */
    wasSignedIn(): boolean {
      return client.account() !== null;
    },

    /** Whether `user` is the person this browser already works for. */
    isCurrent(user: CurrentUser): boolean {
      return client.account() === user.account;
    },

    /** After sign-in, or when the server reports a session this browser did not know about. */
    async establish(user: CurrentUser): Promise<void> {
      // A session the server vouches for now is one to keep, whatever an earlier offline sign-out left behind.
      writeStored(SIGN_OUT_PENDING_KEY, null);
      if (remembered() !== user.account) {
        await wipeDevice();
        queryClient.clear();
      }
      writeStored(ACCOUNT_KEY, user.account);
      client.setAccount(user.account);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      await persistence.start(user.account, { restore: false });
    },

    /**
     * Ends the session on the server (when it can be reached) and forgets the person here. The
     * caller clears the in-memory cache once the screens that read it are gone. Returns the identity
     * provider's sign-out address when the person came through it.
     */
    async signOut(): Promise<string | null> {
      const { ended, endSession: providerSignOut } = await endOnServer();
      if (!ended) writeStored(SIGN_OUT_PENDING_KEY, true);
      client.setAccount(null);
      writeStored(ACCOUNT_KEY, null);
      await wipeDevice();
      return providerSignOut;
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
