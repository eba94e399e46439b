import { DEFAULT_LANGUAGE, LANGUAGES, type Locale } from '../../../contract/constants';
import type { NotificationItem } from '../../../contract/notifications';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';

loadAllLocales();

/** What leaves the product about one notification: a line saying what happened, where, and the address to open. */
export interface Told {
  says: string;
  context: string;
  url: string;
  createdAt: number;
}

type Item = Pick<NotificationItem, 'kind' | 'actorName' | 'change' | 'title' | 'context' | 'link' | 'createdAt'>;

/** The language to write to a person in: the one they last used the web app in, else the product's default. */
export function localeOf(person: { locale: string | null }): Locale {
  return (LANGUAGES as readonly string[]).includes(person.locale ?? '') ? (person.locale as Locale) : DEFAULT_LANGUAGE;
}

export function wordsOf(locale: Locale) {
  const words = i18nObject(locale);
  return { notifications: words.notifications, channels: words.notifyChannels };
}

/** A notification as the inbox says it, in `locale`, with the address of its subject outside the product. */
export function tell(locale: Locale, item: Item, publicUrl: string | null): Told {
  const { notifications } = wordsOf(locale);
  const actor = item.actorName || notifications.someone();
  const key = item.kind === 'followed.changed' ? (item.change ?? 'changed') : (item.kind.replace('.', '_') as 'mention');
  const says = (notifications.says[key] as (values: { actor: string; title: string }) => string)({ actor, title: item.title });
  return { says, context: item.context, url: `${publicUrl ?? ''}${item.link}`, createdAt: item.createdAt };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** One notification's e-mail: subject, plain text and simple HTML. */
export function instantMail(locale: Locale, told: Told, settingsUrl: string) {
  const { channels } = wordsOf(locale);
  const subject = channels.mail.subject({ what: told.says });
  const where = told.context ? [channels.mail.where({ context: told.context })] : [];
  const text = [told.says, ...where, '', `${channels.mail.open()}: ${told.url}`, '', '--', channels.mail.footer(), `${channels.mail.settings()}: ${settingsUrl}`].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p style="font-size:15px">${escapeHtml(told.says)}</p>
${told.context ? `<p style="color:#555">${escapeHtml(channels.mail.where({ context: told.context }))}</p>` : ''}
<p><a href="${escapeHtml(told.url)}">${escapeHtml(channels.mail.open())}</a></p>
<hr><p style="color:#888;font-size:12px">${escapeHtml(channels.mail.footer())} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(channels.mail.settings())}</a></p>
</body></html>`;
  return { subject, text, html };
}

/** A daily digest: the unread items in one message, each with its address. */
export function digestMail(locale: Locale, items: Told[], settingsUrl: string) {
  const { channels } = wordsOf(locale);
  const subject = channels.mail.digestSubject({ count: items.length });
  const lines = items.map((item) => `- ${item.says}${item.context ? ` (${item.context})` : ''}\n  ${item.url}`);
  const text = [channels.mail.digestIntro(), '', ...lines, '', '--', channels.mail.footer(), `${channels.mail.settings()}: ${settingsUrl}`].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(channels.mail.digestIntro())}</p>
<ul>${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.says)}</a>${item.context ? ` <span style="color:#555">(${escapeHtml(item.context)})</span>` : ''}</li>`).join('')}</ul>
<hr><p style="color:#888;font-size:12px">${escapeHtml(channels.mail.footer())} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(channels.mail.settings())}</a></p>
</body></html>`;
  return { subject, text, html };
}
