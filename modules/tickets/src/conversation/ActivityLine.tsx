import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TimelineEvent } from '../timeline/api';
import { iconOf, sentenceOf } from '../timeline/event-sentence';

/**
 * One thing the team did, in the thread where it happened: "Transferido de Ana para Bruno · 14:02"; a private
 * note with its words under the sentence.
 */
export function ActivityLine({ event, note }: { event: TimelineEvent; note?: string }) {
  const { t, i18n } = useTranslation('tickets');
  const time = new Date(event.createdAt).toLocaleTimeString(i18n.language, { timeStyle: 'short' });
  return (
    <div className="tk-msg-activity" data-testid="thread-activity" data-type={event.type}>
      <span>
        <Icon icon={iconOf(event)} size={12} />
        {sentenceOf(t, event)}
        <time dateTime={event.createdAt}>{time}</time>
      </span>
      {note && (
        <p className="tk-msg-note" data-testid="thread-note">
          {note}
        </p>
      )}
    </div>
  );
}
