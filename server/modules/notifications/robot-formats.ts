import { createHmac } from 'node:crypto';
import type { RobotKind } from '../../../contract/notification-robots';

/** What a robot's message says: a title, a short markdown text and the address to open. */
export interface RobotMessage {
  title: string;
  text: string;
  url: string | null;
  linkLabel: string;
}

export interface RobotRequest {
  url: string;
  body: string;
}

/** DingTalk's sign: base64(HMAC-SHA256 keyed with the secret over `timestamp\nsecret`), timestamp in milliseconds. */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** Feishu's sign: base64(HMAC-SHA256 keyed with `timestamp\nsecret` over an empty message), timestamp in seconds. */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** Markdown's own characters in a title written by people, so a name cannot make a link or a heading. */
function plain(text: string): string {
  return text.replace(/([\\`*_[\]()#>])/g, '\\$1');
}

function markdownOf(message: RobotMessage): string {
  const lines = [`**${plain(message.title)}**`, '', plain(message.text)];
  if (message.url) lines.push('', `[${plain(message.linkLabel)}](${message.url})`);
  return lines.join('\n');
}

/**
 * The request a robot of `kind` takes for a message, signed at `nowMs` when a secret is set: WeCom's
 * markdown to its key address; DingTalk's markdown with `timestamp` and `sign` in the query; Feishu's
 * interactive card with `timestamp` and `sign` in the body.
 */
export function robotRequest(kind: RobotKind, address: string, secret: string | null, message: RobotMessage, nowMs: number): RobotRequest {
  if (kind === 'wecom') {
    return { url: address, body: JSON.stringify({ msgtype: 'markdown', markdown: { content: markdownOf(message) } }) };
  }
  if (kind === 'dingtalk') {
    const url = new URL(address);
    if (secret) {
      url.searchParams.set('timestamp', String(nowMs));
      url.searchParams.set('sign', dingtalkSign(secret, nowMs));
    }
    return { url: url.toString(), body: JSON.stringify({ msgtype: 'markdown', markdown: { title: message.title, text: markdownOf(message) } }) };
  }
  const seconds = Math.floor(nowMs / 1000);
  const card = {
    header: { title: { tag: 'plain_text', content: message.title } },
    elements: [
      { tag: 'div', text: { tag: 'plain_text', content: message.text } },
      ...(message.url ? [{ tag: 'action', actions: [{ tag: 'button', text: { tag: 'plain_text', content: message.linkLabel }, url: message.url, type: 'primary' }] }] : []),
    ],
  };
  const signing = secret ? { timestamp: String(seconds), sign: feishuSign(secret, seconds) } : {};
  return { url: address, body: JSON.stringify({ ...signing, msg_type: 'interactive', card }) };
}

/**
 * Whether the tool took the message: a 2xx answer whose error code (`errcode` for WeCom and DingTalk,
 * `code` or the older `StatusCode` for Feishu) is 0. The reason otherwise, from the answer's message.
 */
export function robotAccepted(status: number | null, body: string | null): { ok: true } | { ok: false; reason: string } {
  if (status === null) return { ok: false, reason: 'no answer' };
  if (status < 200 || status >= 300) return { ok: false, reason: `HTTP ${status}` };
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(body ?? '') as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'answer is not JSON' };
  }
  const code = answer.errcode ?? answer.code ?? answer.StatusCode;
  if (code === 0 || code === '0') return { ok: true };
  const text = answer.errmsg ?? answer.msg ?? answer.StatusMessage;
  return { ok: false, reason: `error ${String(code ?? '?')}${typeof text === 'string' ? `: ${text}` : ''}`.slice(0, 300) };
}
