import { useState } from 'react';
import { Button, Card, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageHeader, Spinner, toastError, toastSuccess, useLoad, useSession } from '@balcao/kit';
import { listConnections, listTemplates, syncTemplates } from '../api';
import { TemplatePreview } from './TemplatePreview';

const statusIntent = (status: string) =>
  status === 'APPROVED' ? 'success' : status === 'PENDING' ? 'warning' : 'danger';

/**
 * /whatsapp-cloud/templates: the message templates of each Cloud API connection as last synced from Meta, each
 * previewed as the phone shows it; company admins bring the list from Meta again.
 */
export function TemplatesPage() {
  const { t } = useTranslation('whatsapp-cloud');
  const { user, isSuper } = useSession();
  const admin = isSuper || user?.profile === 'admin';
  const [connections] = useLoad('cloud', () =>
    listConnections().then((all) => all.filter((c) => c.provider === 'cloud')),
  );
  const [picked, setPicked] = useState<number | null>(null);
  const connectionId = picked ?? connections?.[0]?.id ?? null;
  // the list with the connection it is of: switching connections shows a spinner until the other one's arrives
  const [templates, setTemplates] = useLoad(connectionId, (signal) =>
    listTemplates(connectionId!, signal).then((answer) => answer.templates),
  );
  const [syncing, setSyncing] = useState(false);

  const sync = () => {
    if (connectionId === null) return;
    setSyncing(true);
    syncTemplates(connectionId)
      .then(({ templates: list }) => {
        setTemplates(list);
        toastSuccess(t('page.synced', { count: list.length }));
      })
      .catch(toastError)
      .finally(() => setSyncing(false));
  };

  return (
    <section className="kit-page wc-page" data-testid="templates-page">
      <PageHeader title={t('page.title')}>
        {connections && connections.length > 0 && (
          <>
            <HTMLSelect
              aria-label={t('page.connection')}
              value={connectionId ?? ''}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
              options={connections.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="templates-connection"
            />
            {admin && (
              <Button
                icon="refresh"
                text={t('page.sync')}
                loading={syncing}
                onClick={sync}
                data-testid="templates-sync"
              />
            )}
          </>
        )}
      </PageHeader>
      {!connections && <Spinner />}
      {connections?.length === 0 && (
        <NonIdealState icon="cloud" title={t('page.noConnection')} description={t('page.noConnectionHint')} />
      )}
      {connectionId !== null && !templates && <Spinner />}
      {templates?.length === 0 && (
        <NonIdealState
          icon="document"
          title={t('picker.none')}
          description={admin ? t('page.emptyAdmin') : t('picker.noneHint')}
        />
      )}
      {templates && templates.length > 0 && (
        <div className="kit-card-grid">
          {templates.map((tp) => (
            <Card key={tp.id} className="wc-card" data-testid={`template-card-${tp.name}`}>
              <div className="wc-card-head">
                <strong className="wc-card-name">{tp.name}</strong>
                <Tag minimal intent={statusIntent(tp.status)}>
                  {t(`status.${tp.status}`, { defaultValue: tp.status })}
                </Tag>
              </div>
              <div className="wc-picker-tags">
                <Tag minimal>{tp.language}</Tag>
                <Tag minimal>{t(`category.${tp.category}`, { defaultValue: tp.category })}</Tag>
                {tp.variables > 0 && <Tag minimal>{t('page.variables', { count: tp.variables })}</Tag>}
              </div>
              <TemplatePreview template={tp} />
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
