import { Callout, NonIdealState } from '@blueprintjs/core';
import { PageHeader, Spinner } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { AnswersSection } from './AnswersSection';
import { MethodSection } from './MethodSection';
import { useSendOperation } from './useSendOperation';

/**
 * Spec §2 "Message API docs" (/messages-api): how another system sends through a connection, read from the
 * server's OpenAPI document, with the text and media test forms.
 */
export function MessagesApiPage() {
  const { t } = useTranslation('messages-api');
  const state = useSendOperation();
  if (state.status !== 'ready')
    return (
      <div className="kit-page mapi-page">
        {state.status === 'loading' ? <Spinner /> : <NonIdealState icon="error" title={t('loadError')} />}
      </div>
    );
  const { op } = state;
  const url = `${window.location.origin}${op.path}`;
  return (
    <div className="kit-page mapi-page" data-testid="messages-api-page">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Callout intent="primary" icon="info-sign" title={t('notes.title')} className="mapi-notes">
        <ul>
          <li>{t('notes.token')}</li>
          <li>{t('notes.number')}</li>
          <li>{t('notes.limit')}</li>
          <li>{t('notes.idempotency')}</li>
        </ul>
      </Callout>
      <MethodSection kind="json" url={url} op={op} />
      <MethodSection kind="multipart" url={url} op={op} />
      <AnswersSection op={op} />
    </div>
  );
}
