import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Transactional } from '../../db/repositories';
import { afterAttempt, outboxSweeper } from '../../jobs/outbox-sweep';
import type { DigestRepo, EmailOutboxRepo } from './channel-repo';
import { digestMail, instantMail, localeOf, tell } from './channel-words';
import type { Delivered, Deliverer } from './notification-service';

type Smtp = NonNullable<Config['smtp']>;

interface Log {
  warn(detail: object, message: string): void;
}

/** One message as the transport takes it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<unknown>;

/** A send that has not ended this long after its claim is due again (the process died, or the server hung). */
const MAIL_TIMEOUT_MS = 20_000;
const CLAIM_LEASE_MS = MAIL_TIMEOUT_MS + 20_000;

/** The SMTP transport, built once per process: TLS from the start, or STARTTLS when offered (or required). */
export function smtpTransport(smtp: Smtp): SendMail {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: MAIL_TIMEOUT_MS,
  });
  return (mail) => transport.sendMail(mail);
}

/** The day's digest moment (`hour`:00 in the server's time zone) on or before `at`. */
export function digestMoment(at: number, hour: number): number {
  const moment = new Date(at);
  moment.setHours(hour, 0, 0, 0);
  if (moment.getTime() > at) moment.setDate(moment.getDate() - 1);
  return moment.getTime();
}

/**
 * Notification e-mail: a deliverer that queues one message per `instant` notification and keeps `daily`
 * ones for the digest, the sender that sends what is queued (retried with backoff, and after a restart),
 * and the digest, which sends each person once a day what they have not read of it.
 */
export function mailChannel(
  repos: Transactional<{ outbox: EmailOutboxRepo; digests: DigestRepo }>,
  deps: { smtp: Smtp; publicUrl: string | null; digestHour: number; retryMs: readonly number[]; send: SendMail; log: Log; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const settingsUrl = `${deps.publicUrl ?? ''}/notifications/settings`;

  async function attempt(id: string) {
    const mail = await repos.outbox.find(id);
    if (!mail) return;
    let error: string | null = null;
    try {
      await deps.send({ from: deps.smtp.from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    }
    const at = now();
    await repos.outbox.record(id, { ...afterAttempt(error === null, mail.attempts, deps.retryMs, at), error, updated_at: at });
    if (error) deps.log.warn({ emailId: id, attempts: mail.attempts, error }, 'notification e-mail not sent');
  }

  const sweeper = outboxSweeper(repos.outbox, attempt, { name: 'notification e-mail', leaseMs: CLAIM_LEASE_MS, log: deps.log, now });

  async function queue(rows: { recipientId: number; to: string; subject: string; text: string; html: string }[], outbox = repos.outbox) {
    const at = now();
    await outbox.add(
      rows.map((row) => ({
        id: randomUUID(),
        recipient_id: row.recipientId,
        to_address: row.to,
        subject: row.subject,
        text_body: row.text,
        html_body: row.html,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: at,
        error: null,
        created_at: at,
        updated_at: at,
      })),
    );
  }

  const deliverer: Deliverer = {
    name: 'email',
    async deliver(items: Delivered[]) {
      const withAddress = items.filter((item) => item.recipient.email.trim() !== '');
      const instant = withAddress.filter((item) => item.setting.email === 'instant');
      const locales = await repos.digests.locales(instant.map((item) => item.recipient.id));
      await queue(
        instant.map((item) => {
          const locale = localeOf({ locale: locales.get(item.recipient.id) ?? null });
          return { recipientId: item.recipient.id, to: item.recipient.email, ...instantMail(locale, tell(locale, item.notification, deps.publicUrl), settingsUrl) };
        }),
      );
      await repos.digests.add(
        withAddress
          .filter((item) => item.setting.email === 'daily')
          .map((item) => ({
            user_id: item.recipient.id,
            notification_id: item.notification.id,
            kind: item.notification.kind,
            actor_name: item.notification.actorName,
            change: item.notification.change,
            title: item.notification.title,
            context: item.notification.context,
            link: item.notification.link,
            created_at: item.notification.createdAt,
          })),
      );
      // Sent after the change's answer, never in its way.
      if (instant.length) sweeper.kick();
    },
  };

  /**
   * Each person with something waiting and no digest since today's moment gets one message with what they
   * have not read of it; everything waiting is then done with (read items are not sent again either). A
   * person left with nothing unread gets no message. Idempotent: a second run finds their digest sent.
   */
  async function digest() {
    const at = now();
    const moment = digestMoment(at, deps.digestHour);
    let queued = 0;
    for (const userId of await repos.digests.waiting()) {
      const last = await repos.digests.lastSent(userId);
      if (last !== null && last >= moment) continue;
      const person = await repos.digests.person(userId);
      const items = await repos.digests.items(userId);
      const unread = items.filter((item) => item.read_at === null);
      if (person && person.is_active === 1 && person.email.trim() !== '' && unread.length) {
        const locale = localeOf(person);
        const told = unread.map((item) =>
          tell(locale, { kind: item.kind, actorName: item.actor_name, change: item.change as Delivered['notification']['change'], title: item.title, context: item.context, link: item.link, createdAt: Number(item.created_at) }, deps.publicUrl),
        );
        const mail = digestMail(locale, told, settingsUrl);
        queued += 1;
        await repos.transaction(async (tx) => {
          await queue([{ recipientId: userId, to: person.email, ...mail }], tx.outbox);
          await tx.digests.markSent(userId, at);
          await tx.digests.removeItems(items.map((item) => Number(item.id)));
        });
      } else {
        await repos.transaction(async (tx) => {
          await tx.digests.markSent(userId, at);
          await tx.digests.removeItems(items.map((item) => Number(item.id)));
        });
      }
    }
    if (queued) sweeper.kick();
    return queued;
  }

  return { deliverer, sweep: sweeper.sweep, digest };
}

export type MailChannel = ReturnType<typeof mailChannel>;
