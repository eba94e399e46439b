import type { Locale } from '../../contract/constants';
import { isMessageKey, type MessageKey, type MessageParams, translate } from './messages';

/** A message kept in the database to be worded when someone reads it, in their language. */
export interface StoredMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** The two columns a stored message takes: the catalogue key and the parameters as JSON. */
export function storedColumns(message: StoredMessage | null): { information_key: string | null; information_params: string | null } {
  if (!message) return { information_key: null, information_params: null };
  return { information_key: message.key, information_params: message.params ? JSON.stringify(message.params) : null };
}

/** The stored message in the reader's language; a key the catalogue has lost shows as itself. */
export function readStored(locale: Locale, key: string | null, params: string | null): string {
  if (key === null) return '';
  if (!isMessageKey(key)) return key;
  return translate(locale, key, params ? (JSON.parse(params) as MessageParams) : {});
}
