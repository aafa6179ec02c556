import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  ResourcePage,
  useDebounced,
  useInfiniteList,
  useNarrow,
  useSession,
  type Column,
} from '@balcao/kit';
import { fetchAuditPage, noFilters, type AuditFilters, type AuditLog } from '../api';
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
  const action = useDebounced(filters.action.trim());
  const list = useInfiniteList<AuditLog, AuditFilters>(fetchAuditPage, { filters: { ...filters, action } });
  const [open, setOpen] = useState<AuditLog | null>(null);

  const columns: Column<AuditLog>[] = [
    {
      key: 'createdAt',
      header: t('table.when'),
      width: 170,
      render: (log) => <span className="au-when">{formatDateTime(log.createdAt)}</span>,
    },
    ...(isSuper
      ? [
          {
            key: 'company',
            header: t('table.company'),
            width: 150,
            render: (log: AuditLog) => (
              <span className="kit-ellipsis">{log.companyName ?? t('table.platform')}</span>
            ),
          },
        ]
      : []),
    { key: 'actor', header: t('table.actor'), width: 240, render: (log) => <ActorTag log={log} /> },
    { key: 'action', header: t('table.action'), width: 200, render: (log) => <code>{log.action}</code> },
    {
      key: 'entity',
      header: t('table.entity'),
      width: 150,
      render: (log) =>
        `${t(`entities.${log.entityType}`, { defaultValue: log.entityType })}${log.entityId ? ` #${log.entityId}` : ''}`,
    },
    {
      key: 'summary',
      header: t('table.summary'),
      render: (log) => (
        <span className="kit-ellipsis" title={log.summary}>
          {log.summary}
        </span>
      ),
    },
  ];
  const shown = narrow ? columns.filter((c) => ['createdAt', 'actor', 'action'].includes(c.key)) : columns;

  return (
    <div className="au-screen" data-testid="audit-page">
      <AuditFilterBar value={filters} onChange={setFilters} isSuper={isSuper} />
      <ResourcePage<AuditLog, AuditFilters>
        title={t('title')}
        prefix="au"
        list={list}
        columns={shown}
        canEdit={() => false}
        canDelete={() => false}
        actionsWidth={60}
        rowActions={(log) => (
          <Button
            small
            minimal
            icon="eye-open"
            title={t('details.open')}
            aria-label={t('details.open')}
            onClick={() => setOpen(log)}
            data-testid="audit-open"
          />
        )}
      />
      <AuditDetails log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
