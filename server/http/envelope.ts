import type { Envelope } from '../../contract/schema-helpers';

export function ok<T>(data: T): Envelope<T> {
  return { status: 0, message: 'success', data };
}
