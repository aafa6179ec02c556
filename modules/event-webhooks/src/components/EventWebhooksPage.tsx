import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  ResourcePage,
  RowButton,
  toastError,
  useInfiniteList,
  useNarrow,
  wholeList,
  type Column,
} from '@balcao/kit';
import { deleteSubscription, listSubscriptions, updateSubscription, type Subscription } from '../api';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { StatusTag } from './StatusTag';
import { SubscriptionDialog } from './SubscriptionDialog';

const fetchSubscriptions = wholeList(listSubscriptions, (s: Subscription) => `${s.url} ${s.description}`);
const masked = (s: Subscription) => s.secret.startsWith('••••');

/**
 * /event-webhooks (issue 34): the company's subscriptions, each with its status and last delivery, a notice for
 * the paused ones (resume), add, edit, delete, and each one's deliveries log with Replay.
 */
export function EventWebhooksPage() {
  const { t } = useTranslation('event-webhooks');
  const list = useInfiniteList(fetchSubscriptions);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<Subscription | null>(null);
  const paused = list.items.filter((s) => s.status === 'paused');
  // a phone keeps the URL, the status and the actions; the events and the last delivery are in the dialogs
  const narrow = useNarrow();

  const resume = (s: Subscription) =>
    updateSubscription(s.id, { status: 'active' })
      .then((saved) => list.upsert(saved))
      .catch(toastError);

  const columns: Column<Subscription>[] = [
    {
      key: 'url',
      header: t('table.url'),
      render: (s) => (
        <div className="ew-url">
          <code>{s.url}</code>
          {s.description && <div className="bp6-text-muted">{s.description}</div>}
        </div>
      ),
    },
    {
      key: 'events',
      header: t('table.events'),
      render: (s) => (
        <span className="ew-event-list">{s.events.map((e) => t(`events.${e}`)).join(', ')}</span>
      ),
    },
    { key: 'status', header: t('table.status'), width: 110, render: (s) => <StatusTag status={s.status} /> },
    {
      key: 'last',
      header: t('table.last'),
      width: 230,
      render: (s) =>
        s.lastDelivery ? (
          <span className="ew-last">
            <StatusTag status={s.lastDelivery.status} /> {s.lastDelivery.statusCode ?? ''}{' '}
            <span className="bp6-text-muted">{formatDateTime(s.lastDelivery.at)}</span>
          </span>
        ) : (
          <span className="bp6-text-muted">{t('table.never')}</span>
        ),
    },
  ];

  const notice = paused.length > 0 && (
    <Callout
      intent="warning"
      icon="pause"
      title={t('paused.title')}
      className="ew-paused"
      data-testid="event-webhooks-paused"
    >
      {t('paused.body')}
      <ul>
        {paused.map((s) => (
          <li key={s.id}>
            <code>{s.url}</code> <Button small text={t('paused.resume')} onClick={() => void resume(s)} />
          </li>
        ))}
      </ul>
    </Callout>
  );

  return (
    <ResourcePage<Subscription>
      prefix="ew"
      testId="event-webhooks-page"
      above={notice}
      list={list}
      search={false}
      columns={narrow ? columns.filter((c) => c.key === 'url' || c.key === 'status') : columns}
      realtime={{ event: 'eventWebhook', record: 'subscription' }}
      add="event-webhook"
      actionsWidth={150}
      rowActions={(s) => (
        <RowButton
          icon="history"
          label={t('log.open')}
          onClick={() => setLog(s)}
          data-testid="open-deliveries"
        />
      )}
      dialog={(props) => (
        <SubscriptionDialog
          {...props}
          // a new subscription answers its secret whole, once: shown apart, kept masked in the list
          onSaved={(saved) => {
            if (!masked(saved)) setSecret(saved.secret);
            props.onSaved({ ...saved, secret: `••••${saved.secret.slice(-4)}` });
          }}
        />
      )}
      remove={deleteSubscription}
      deleteTitle={(s) => t('confirmDelete', { url: s.url })}
    >
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {log && <DeliveriesDialog subscription={log} onClose={() => setLog(null)} />}
    </ResourcePage>
  );
}
