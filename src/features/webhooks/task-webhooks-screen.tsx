import { useI18nContext } from '../../../i18n/i18n-react';
import { useTitleSubject } from '../../ui/document-title';
import { ScreenFrame } from '../../ui/screen-frame';
import { WebhooksPanel } from './webhooks-panel';

/** The Webhooks section of a task's settings; the task's administrators manage it. */
export function TaskWebhooksScreen({ taskId }: { taskId: number }) {
  const { LL } = useI18nContext();
  useTitleSubject([LL.webhooks.title()]);
  return (
    <ScreenFrame showTitle={false}>
      <WebhooksPanel scope={{ taskId }} />
    </ScreenFrame>
  );
}
