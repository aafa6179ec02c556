import { Callout, NonIdealState } from '@blueprintjs/core';
import { api, PageHeader, Spinner, useLoad } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { AnswersSection } from './AnswersSection';
import { MethodSection } from './MethodSection';
import { sendOperation } from '../openapi';

/**
 * Spec §2 "Message API docs" (/messages-api): how another system sends through a connection, read from the
 * server's OpenAPI document, with the text and media test forms.
 */
export function MessagesApiPage() {
  const { t } = useTranslation('messages-api');
  // read once from the server's document: undefined while it loads, null when it cannot be read or lacks the send
  const [op] = useLoad(
    'openapi',
    () => api.get<Record<string, unknown>>('/openapi.json').then((doc) => sendOperation(doc) ?? null),
    { onError: () => undefined, fallback: null },
  );
  if (!op)
    return (
      <div className="kit-page mapi-page">
        {op === undefined ? <Spinner /> : <NonIdealState icon="error" title={t('loadError')} />}
      </div>
    );
  const url = `${window.location.origin}${op.path}`;
  return (
    <div className="kit-page mapi-page" data-testid="messages-api-page">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Callout intent="primary" icon="info-sign" title={t('notes.title')} className="mapi-notes">
        <ul>
          {['token', 'number', 'limit', 'idempotency'].map((note) => (
            <li key={note}>{t(`notes.${note}`)}</li>
          ))}
        </ul>
      </Callout>
      <MethodSection kind="json" url={url} op={op} />
      <MethodSection kind="multipart" url={url} op={op} />
      <AnswersSection op={op} />
    </div>
  );
}
