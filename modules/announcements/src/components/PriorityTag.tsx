import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { priorityIntent, priorityLabel } from '../priority';

/** A priority in its spec §2 colour: Alta red, Média orange, Baixa grey. */
export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation('announcements');
  return (
    <Tag
      intent={priorityIntent(priority)}
      minimal={priority === 3}
      round
      className="an-priority"
      data-testid="announcement-priority"
      data-priority={priority}
    >
      {t(priorityLabel(priority))}
    </Tag>
  );
}
