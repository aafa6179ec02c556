import { Classes } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, formatDateTime } from '@balcao/kit';
import { entityText } from '../action-label';
import type { AuditLog } from '../api';
import { ActorTag } from './ActorTag';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** What the details list, by label: the request's facts only when it was one. */
const facts = (log: AuditLog, t: TFunction): Array<[string, ReactNode]> => [
  ['table.actor', <ActorTag log={log} />],
  ['table.entity', entityText(t, log)],
  ['table.summary', log.summary],
  ['details.request', log.route && <code>{`${log.method} ${log.route}`}</code>],
  ['details.ip', log.ip],
  ['details.requestId', log.requestId && <code>{log.requestId}</code>],
];

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
            {facts(log, t)
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
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
