import { Callout, DialogBody, NonIdealState } from '@blueprintjs/core';
import { DataTable, Dialog, formatDateTime, Spinner, Tag, useRecordOnOpen } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { listTimelocks, type Connection } from '../api';
import { ReachLimitsPanel } from './ReachLimitsPanel';

/**
 * The contacts WhatsApp refused with 463 on one connection (issue 33): who, when, until when it is locked (as
 * WhatsApp said, or estimated when it did not), and how many locks are still on; above them, what WhatsApp said
 * of the account's timelock and new-chat quota. Read-only: nothing lifts a timelock but time.
 */
export function TimelocksDialog({
  connection,
  onClose,
}: {
  connection: Connection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('connections');
  // read at each opening: neither another connection's list nor the last opening's shows while it loads
  const data = useRecordOnOpen(connection !== null, connection?.id, listTimelocks)[0] ?? null;

  return (
    <Dialog
      isOpen={connection !== null}
      onClose={onClose}
      title={`${t('timelocks.title')} · ${connection?.name ?? ''}`}
      icon="lock"
      style={{ width: 720 }}
    >
      <DialogBody>
        <p className="bp6-text-muted">{t('timelocks.help')}</p>
        {data && <ReachLimitsPanel limits={data.limits} />}
        {!data ? (
          <Spinner />
        ) : data.timelocks.length === 0 ? (
          <NonIdealState icon="unlock" title={t('timelocks.none')} />
        ) : (
          <>
            <Callout
              intent={data.active ? 'warning' : 'none'}
              icon="lock"
              data-testid="timelocks-active"
              compact
            >
              {t('timelocks.active', { count: data.active })}
            </Callout>
            <DataTable
              style={{ width: '100%', marginTop: 10 }}
              testId="timelocks-table"
              rows={data.timelocks}
              rowKey={(l) => l.number}
              columns={[
                { key: 'contact', header: t('timelocks.contact'), render: (l) => l.contact?.name ?? '—' },
                {
                  key: 'number',
                  header: t('timelocks.number'),
                  render: (l) => l.contact?.number ?? l.number,
                },
                { key: 'hitAt', header: t('timelocks.hitAt'), render: (l) => formatDateTime(l.hitAt) },
                {
                  key: 'until',
                  header: t('timelocks.until'),
                  render: (l) => (
                    <span data-source={l.untilSource}>
                      {formatDateTime(l.until)}{' '}
                      <span className="bp6-text-muted">
                        (
                        {l.untilSource === 'whatsapp' ? t('timelocks.fromWhatsapp') : t('timelocks.estimate')}
                        )
                      </span>
                    </span>
                  ),
                },
                { key: 'count', header: t('timelocks.count'), render: (l) => l.count },
                {
                  key: 'active',
                  header: '',
                  render: (l) => (
                    <Tag minimal intent={l.active ? 'warning' : 'none'}>
                      {l.active ? t('timelocks.on') : t('timelocks.off')}
                    </Tag>
                  ),
                },
              ]}
            />
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
