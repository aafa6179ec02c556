import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, formatDateTime } from '@balcao/kit';
import type { AuditLog } from '../api';
import { ActorTag } from './ActorTag';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** One row whole: who, when, from where, and the values before and after (secrets already redacted). */
export function AuditDetails({ log, onClose }: { log: AuditLog | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  return (
    <Dialog
      isOpen={Boolean(log)}
      onClose={onClose}
      title={log ? `${log.action} · ${formatDateTime(log.createdAt)}` : ''}
      icon="history"
      className="au-details"
    >
      {log && (
        <div className={Classes.DIALOG_BODY} data-testid="audit-details">
          <dl className="au-facts">
            <dt>{t('table.actor')}</dt>
            <dd>
              <ActorTag log={log} />
            </dd>
            <dt>{t('table.entity')}</dt>
            <dd>
              {t(`entities.${log.entityType}`, { defaultValue: log.entityType })}
              {log.entityId ? ` #${log.entityId}` : ''}
            </dd>
            <dt>{t('table.summary')}</dt>
            <dd>{log.summary}</dd>
            {log.route && (
              <>
                <dt>{t('details.request')}</dt>
                <dd>
                  <code>
                    {log.method} {log.route}
                  </code>
                </dd>
              </>
            )}
            {log.ip && (
              <>
                <dt>{t('details.ip')}</dt>
                <dd>{log.ip}</dd>
              </>
            )}
            {log.requestId && (
              <>
                <dt>{t('details.requestId')}</dt>
                <dd>
                  <code>{log.requestId}</code>
                </dd>
              </>
            )}
          </dl>
          <div className="au-values kit-pair">
            <div>
              <h4>{t('details.before')}</h4>
              <pre data-testid="audit-before">{json(log.before)}</pre>
            </div>
            <div>
              <h4>{t('details.after')}</h4>
              <pre data-testid="audit-after">{json(log.after)}</pre>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
