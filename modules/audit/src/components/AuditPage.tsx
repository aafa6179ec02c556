import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Ellipsis,
  formatDateTime,
  ResourcePage,
  RowButton,
  useDebounced,
  useInfiniteList,
  useNarrow,
  useSession,
  type Column,
} from '@balcao/kit';
import { fetchAuditPage, noFilters, type AuditFilters, type AuditLog } from '../api';
import { actionLabel, entityText } from '../action-label';
import { ActorTag } from './ActorTag';
import { AuditDetails } from './AuditDetails';
import { AuditFilterBar } from './AuditFilterBar';

/**
 * Auditoria (/audit, issue 34): the audit log, newest first, searchable and filtered by actor, action, entity,
 * period and (super user) company. Read-only: a row opens its details, nothing edits or deletes it.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const { isSuper } = useSession();
  const narrow = useNarrow();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  // typing an action waits for a pause, as the search does
  const typedAction = useDebounced(filters.action.trim());
  const list = useInfiniteList<AuditLog, AuditFilters>(fetchAuditPage, {
    filters: { ...filters, action: typedAction },
  });
  const [open, setOpen] = useState<AuditLog | null>(null);

  const when: Column<AuditLog> = {
    key: 'createdAt',
    header: t('table.when'),
    width: narrow ? 112 : 130,
    render: (log) => <span className="au-when">{formatDateTime(log.createdAt)}</span>,
  };
  const action = (log: AuditLog) => <span title={log.action}>{actionLabel(t, log.action)}</span>;
  const wide: Column<AuditLog>[] = [
    when,
    // only the super user reads every company's log
    {
      key: 'company',
      header: t('table.company'),
      width: 130,
      render: (log) => <span className="kit-ellipsis">{log.companyName ?? t('table.platform')}</span>,
    },
    {
      key: 'actor',
      header: t('table.actor'),
      width: isSuper ? 180 : 220,
      render: (log) => <ActorTag log={log} />,
    },
    { key: 'action', header: t('table.action'), width: isSuper ? 170 : 190, render: action },
    {
      key: 'entity',
      header: t('table.entity'),
      width: isSuper ? 120 : 140,
      render: (log) => entityText(t, log),
    },
    {
      key: 'summary',
      header: t('table.summary'),
      render: (log) => <Ellipsis text={log.summary} className="au-summary" />,
    },
  ];
  // a phone: when, then what was done and by whom in one cell
  const phone: Column<AuditLog>[] = [
    when,
    {
      key: 'what',
      header: t('table.action'),
      render: (log) => (
        <div className="au-what">
          {action(log)}
          <span className="bp6-text-muted kit-ellipsis">{log.actorName}</span>
        </div>
      ),
    },
  ];

  return (
    <ResourcePage<AuditLog, AuditFilters>
      prefix="au"
      testId="audit-page"
      above={<AuditFilterBar value={filters} onChange={setFilters} isSuper={isSuper} />}
      list={list}
      columns={narrow ? phone : wide.filter((c) => isSuper || c.key !== 'company')}
      actionsWidth={76}
      rowActions={(log) => (
        <RowButton
          icon="eye-open"
          label={t('details.open')}
          onClick={() => setOpen(log)}
          data-testid="audit-open"
        />
      )}
    >
      <AuditDetails log={open} onClose={() => setOpen(null)} />
    </ResourcePage>
  );
}
