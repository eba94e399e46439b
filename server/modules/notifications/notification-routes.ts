import { notificationEndpoints as api, notificationStreamEndpoints } from '../../../contract/notifications';
import { actorOf } from '../../auth/plugin';
import { errors } from '../../errors';
import type { ApiModule } from '../../http/api-module';
import { serve, serveBytes } from '../../http/endpoint-routes';
import type { LiveCounts } from './live-counts';
import type { NotificationService } from './notification-service';

/** A comment line this often keeps proxies from closing an idle stream; the session is checked as often. */
const KEEPALIVE_MS = 20_000;
/** A stream ends after this at the latest; the browser opens it again, through the sign-in checks again. */
const STREAM_MAX_MS = 30 * 60_000;

export interface NotificationModuleServices {
  notifications: NotificationService;
  live: LiveCounts;
  /** Whether the stream's session still lives (a bearer token's stream has none and runs its maximum). */
  sessionAlive: (tokenHash: string) => Promise<boolean>;
  /** Whether notifications can go out by e-mail (SMTP is configured). */
  emailOn: boolean;
}

/** The inbox, its settings, and the live unread count as server-sent events. */
export const notificationModule: ApiModule<NotificationModuleServices> = (app, { apiPrefix: prefix }, { notifications, live, sessionAlive, emailOn }) => {
  const open = new Set<() => void>();
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  serve(app, prefix, api.list, ({ request, query }) => notifications.list(actorOf(request), query));
  serve(app, prefix, api.unread, ({ request }) => notifications.unread(actorOf(request)));
  serve(app, prefix, api.markRead, ({ request, params }) => notifications.markRead(actorOf(request), params.id));
  serve(app, prefix, api.markAllRead, ({ request }) => notifications.markAllRead(actorOf(request)));
  serve(app, prefix, api.channels, () => ({ email: emailOn }));
  serve(app, prefix, api.settings, ({ request }) => notifications.settings(actorOf(request)));
  serve(app, prefix, api.updateSettings, ({ request, body }) => notifications.updateSettings(actorOf(request), body.settings));

  // The answer is written on the socket itself (hijacked): no send hook runs, so the compression (which only
  // ever takes JSON answers) never sees it and nothing buffers an event.
  serveBytes(app, prefix, notificationStreamEndpoints.stream, async ({ request, reply }) => {
    const actor = actorOf(request);
    // Only an event-stream reader (EventSource asks for it) gets the open-ended answer; anything else is refused at once.
    if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) throw errors.badRequest();
    const tokenHash = request.sessionTokenHash;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    let last = -1;
    let closed = false;
    let pushing: Promise<void> = Promise.resolve();

    const push = () => {
      pushing = pushing.then(async () => {
        if (closed) return;
        try {
          const count = await notifications.unreadCount(actor.id);
          if (!closed && count !== last) {
            last = count;
            raw.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
          }
        } catch (error) {
          request.log.warn({ error }, 'unread count not pushed');
        }
      });
    };

    const stop = live.listen(actor.id, push);
    const keepalive = setInterval(() => {
      void (async () => {
        if (tokenHash && !(await sessionAlive(tokenHash).catch(() => true))) return end();
        if (!closed) raw.write(': keepalive\n\n');
      })();
    }, KEEPALIVE_MS);
    const deadline = setTimeout(() => end(), STREAM_MAX_MS);

    function end() {
      if (closed) return;
      closed = true;
      open.delete(end);
      stop();
      clearInterval(keepalive);
      clearTimeout(deadline);
      raw.end();
    }

    open.add(end);
    raw.on('close', end);
    request.raw.on('close', end);
    raw.write('retry: 3000\n\n');
    push();
  });
};
