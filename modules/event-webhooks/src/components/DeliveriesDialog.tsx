import { Button, DialogBody, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  Dialog,
  formatDateTime,
  Spinner,
  toastError,
  useCompanyEvent,
  useInfiniteList,
} from '@balcao/kit';
import { fetchDeliveries, replayDelivery, type Delivery, type Subscription } from '../api';
import { StatusTag } from './StatusTag';

/** A subscription's deliveries, newest first: status, tries, the answer's code and first characters; Replay. */
export function DeliveriesDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const { t } = useTranslation('event-webhooks');
  const { id } = subscription;
  const list = useInfiniteList<Delivery, { id: number }>(fetchDeliveries(id), { filters: { id } });
  const rows = list.items;
  // each try and replay is announced: the row changes in place, a new delivery comes in on top
  useCompanyEvent<{ delivery: Delivery }>('eventWebhookDelivery', ({ delivery }) => {
    if (delivery.subscriptionId === id)
      list.upsert(delivery, { toTop: !rows.some((d) => d.id === delivery.id) });
  });

  const replay = (d: Delivery) =>
    replayDelivery(d.id)
      .then((updated) => list.upsert(updated))
      .catch(toastError);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('log.title', { url: subscription.url })}
      icon="history"
      className="ew-log-dialog"
    >
      <DialogBody className="ew-log-body" onScroll={list.onScroll}>
        {list.loading && !rows.length ? (
          <Spinner />
        ) : !rows.length ? (
          <NonIdealState icon="inbox" title={t('log.empty')} />
        ) : (
          <DataTable
            className="ew-log"
            testId="event-webhook-deliveries"
            rows={rows}
            rowKey={(d) => d.id}
            rowProps={() => ({ 'data-testid': 'event-webhook-delivery' })}
            columns={[
              {
                key: 'when',
                header: t('log.when'),
                render: (d) => formatDateTime(d.lastAttemptAt ?? d.createdAt ?? ''),
              },
              { key: 'event', header: t('log.event'), render: (d) => <code>{d.event}</code> },
              {
                key: 'status',
                header: t('log.status'),
                render: (d) => (
                  <>
                    <StatusTag status={d.status} />
                    {d.nextAttemptAt && (
                      <div className="bp6-text-muted ew-next">
                        {t('log.next', { at: formatDateTime(d.nextAttemptAt) })}
                      </div>
                    )}
                  </>
                ),
              },
              { key: 'attempts', header: t('log.attempts'), render: (d) => d.attempts },
              { key: 'code', header: t('log.code'), render: (d) => d.statusCode ?? '—' },
              {
                key: 'answer',
                header: t('log.answer'),
                render: (d) => (
                  <span className="ew-excerpt" title={d.responseExcerpt ?? d.error ?? ''}>
                    {d.responseExcerpt || d.error || ''}
                  </span>
                ),
              },
              {
                key: 'replay',
                header: '',
                render: (d) => (
                  <Button
                    small
                    icon="refresh"
                    text={t('log.replay')}
                    disabled={subscription.status !== 'active' || d.status === 'pending'}
                    onClick={() => void replay(d)}
                    data-testid="replay-delivery"
                  />
                ),
              },
            ]}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
