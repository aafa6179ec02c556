import { Callout, NonIdealState } from '@blueprintjs/core';
import { Spinner } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { curlJson, curlMultipart } from '../curl';
import { AnswersSection } from './AnswersSection';
import { MethodSection } from './MethodSection';
import { SendForm } from './SendForm';
import { useSendOperation } from './useSendOperation';

/**
 * Spec §2 "Message API docs" (/messages-api): how another system sends through a connection, read from the
 * server's OpenAPI document, with the text and media test forms.
 */
export function MessagesApiPage() {
  const { t } = useTranslation('messages-api');
  const state = useSendOperation();
  if (state.status === 'loading')
    return (
      <div className="kit-page mapi-page">
        <Spinner />
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className="kit-page mapi-page">
        <NonIdealState icon="error" title={t('loadError')} />
      </div>
    );
  const { op } = state;
  const url = `${window.location.origin}${op.path}`;
  const placeholders = { token: t('placeholders.token'), file: t('placeholders.file') };
  return (
    <div className="kit-page mapi-page" data-testid="messages-api-page">
      <header>
        <h2 className="mapi-title">{t('title')}</h2>
        <p className="mapi-intro">{t('intro')}</p>
      </header>
      <Callout intent="primary" icon="info-sign" title={t('notes.title')} className="mapi-notes">
        <ul>
          <li>{t('notes.token')}</li>
          <li>{t('notes.number')}</li>
          <li>{t('notes.limit')}</li>
          <li>{t('notes.idempotency')}</li>
        </ul>
      </Callout>
      <MethodSection
        id="text"
        title={t('text.title')}
        url={url}
        op={op}
        contentType="application/json"
        body={op.json}
        kind="json"
        curl={curlJson(url, op, placeholders)}
        form={<SendForm kind="text" />}
      />
      <MethodSection
        id="media"
        title={t('media.title')}
        url={url}
        op={op}
        contentType="multipart/form-data"
        body={op.multipart}
        kind="multipart"
        curl={curlMultipart(url, op, placeholders)}
        form={<SendForm kind="media" />}
      />
      <AnswersSection op={op} />
    </div>
  );
}
