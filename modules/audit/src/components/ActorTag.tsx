import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Ellipsis } from '@balcao/kit';
import type { AuditLog } from '../api';

const icons = { user: 'person', 'api-token': 'key', bot: 'predictive-analysis', system: 'cog' } as const;

/** who acted: their name, with the kind of actor as an icon (a person, a token, a bot, the system) */
export function ActorTag({ log }: { log: AuditLog }) {
  const { t } = useTranslation('audit');
  return (
    <span className="au-actor" title={t(`actors.${log.actorKind}`)}>
      <Tag minimal icon={icons[log.actorKind]} intent={log.actorKind === 'user' ? 'none' : 'primary'}>
        {t(`actors.${log.actorKind}`)}
      </Tag>{' '}
      <Ellipsis text={log.actorName} />
    </span>
  );
}
