import type { DeliveryEvent } from '../../../contract/webhooks';

/** The dictionary's name of an event: its keys hold no dots. */
export const EVENT_KEY = {
  'scan.finished': 'scanFinished',
  'gate.failed': 'gateFailed',
  'defects.assigned': 'defectsAssigned',
  ping: 'ping',
} as const satisfies Record<DeliveryEvent, string>;
