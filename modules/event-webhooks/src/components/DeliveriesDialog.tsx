import { Button, DialogBody, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, formatDateTime, Spinner, toastError, useCompanyEvent, useInfiniteList } from '@balcao/kit';
import { listDeliveries, replayDelivery, type Delivery, type Subscription } from '../api';
import { StatusTag } from './StatusTag';

/** A subscription's deliveries, newest first: status, tries, the answer's code and first characters; Replay. */
export function DeliveriesDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('event-webhooks');
  const id = subscription?.id ?? 0;
  const list = useInfiniteList<Delivery, { id: number }>(
    async ({ pageNumber, filters, signal }) => {
      const page = await listDeliveries(filters.id, pageNumber, signal);
      return { items: page.deliveries, hasMore: page.hasMore };
    },
    { filters: { id } },
  );
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
      isOpen={Boolean(subscription)}
      onClose={onClose}
      title={t('log.title', { url: subscription?.url ?? '' })}
      icon="history"
      className="ew-log-dialog"
    >
      <DialogBody className="ew-log-body" onScroll={list.onScroll}>
        {list.loading && !rows.length ? (
          <Spinner />
        ) : !rows.length ? (
          <NonIdealState icon="inbox" title={t('log.empty')} />
        ) : (
          <HTMLTable compact striped className="ew-log" data-testid="event-webhook-deliveries">
            <thead>
              <tr>
                <th>{t('log.when')}</th>
                <th>{t('log.event')}</th>
                <th>{t('log.status')}</th>
                <th>{t('log.attempts')}</th>
                <th>{t('log.code')}</th>
                <th>{t('log.answer')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} data-testid="event-webhook-delivery">
                  <td>{formatDateTime(d.lastAttemptAt ?? d.createdAt ?? '')}</td>
                  <td>
                    <code>{d.event}</code>
                  </td>
                  <td>
                    <StatusTag status={d.status} />
                    {d.nextAttemptAt && (
                      <div className="bp6-text-muted ew-next">
                        {t('log.next', { at: formatDateTime(d.nextAttemptAt) })}
                      </div>
                    )}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.statusCode ?? '—'}</td>
                  <td className="ew-excerpt" title={d.responseExcerpt ?? d.error ?? ''}>
                    {d.responseExcerpt || d.error || ''}
                  </td>
                  <td>
                    <Button
                      small
                      icon="refresh"
                      text={t('log.replay')}
                      disabled={subscription?.status !== 'active' || d.status === 'pending'}
                      onClick={() => void replay(d)}
                      data-testid="replay-delivery"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
