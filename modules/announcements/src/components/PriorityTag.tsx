import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A priority in its spec §2 colour: Alta (1) red, Média (2) orange, Baixa (3) grey. */
export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation('announcements');
  return (
    <Tag
      intent={priority === 1 ? 'danger' : priority === 2 ? 'warning' : 'none'}
      minimal={priority === 3}
      round
      className="an-priority"
      data-testid="announcement-priority"
      data-priority={priority}
    >
      {t(`priority.${priority}`)}
    </Tag>
  );
}
