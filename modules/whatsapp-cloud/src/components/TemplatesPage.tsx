import { useEffect, useState } from 'react';
import { Button, Card, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageHeader, Spinner, toastError, toastSuccess, useSession } from '@balcao/kit';
import { listConnections, listTemplates, syncTemplates, type Connection, type Template } from '../api';
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
  const [connections, setConnections] = useState<Connection[] | null>(null);
  const [connectionId, setConnectionId] = useState<number | null>(null);
  // the list with the connection it is of: switching connections shows a spinner until the other one's arrives
  const [loaded, setLoaded] = useState<{ connectionId: number; templates: Template[] } | null>(null);
  const templates = loaded && loaded.connectionId === connectionId ? loaded.templates : null;
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    listConnections()
      .then((all) => {
        const cloud = all.filter((c) => c.provider === 'cloud');
        setConnections(cloud);
        setConnectionId((id) => id ?? cloud[0]?.id ?? null);
      })
      .catch(toastError);
  }, []);

  useEffect(() => {
    if (connectionId === null) return;
    const ctl = new AbortController();
    listTemplates(connectionId, ctl.signal)
      .then(({ templates: list }) => setLoaded({ connectionId, templates: list }))
      .catch((e: unknown) => !ctl.signal.aborted && toastError(e));
    return () => ctl.abort();
  }, [connectionId]);

  const sync = async () => {
    if (connectionId === null) return;
    setSyncing(true);
    try {
      const { templates: list } = await syncTemplates(connectionId);
      setLoaded({ connectionId, templates: list });
      toastSuccess(t('page.synced', { count: list.length }));
    } catch (e) {
      toastError(e);
    } finally {
      setSyncing(false);
    }
  };

  return (
    <section className="kit-page wc-page" data-testid="templates-page">
      <PageHeader title={t('page.title')}>
        {connections && connections.length > 0 && (
          <>
            <HTMLSelect
              aria-label={t('page.connection')}
              value={connectionId ?? ''}
              onChange={(e) => setConnectionId(Number(e.currentTarget.value))}
              options={connections.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="templates-connection"
            />
            {admin && (
              <Button
                icon="refresh"
                text={t('page.sync')}
                loading={syncing}
                onClick={() => void sync()}
                data-testid="templates-sync"
              />
            )}
          </>
        )}
      </PageHeader>
      {connections === null && <Spinner />}
      {connections?.length === 0 && (
        <NonIdealState icon="cloud" title={t('page.noConnection')} description={t('page.noConnectionHint')} />
      )}
      {connectionId !== null && templates === null && <Spinner />}
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
