import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Field, SendOperation } from '../openapi';
import { curlJson, curlMultipart } from '../curl';
import { CodeBlock } from './CodeBlock';
import { FieldTable } from './FieldTable';
import { SendForm } from './SendForm';

/** What differs between the two ways: the section's anchor, the body's type and fields, the curl example. */
const WAYS = {
  json: { id: 'text', contentType: 'application/json', body: (op: SendOperation) => op.json, curl: curlJson },
  multipart: {
    id: 'media',
    contentType: 'multipart/form-data',
    body: (op: SendOperation) => op.multipart,
    curl: curlMultipart,
  },
} as const;

/**
 * One way of sending (text as JSON, media as multipart): endpoint, method, headers and body from the document,
 * its curl example, and the test form beside them.
 */
export function MethodSection({
  kind,
  url,
  op,
}: {
  kind: 'json' | 'multipart';
  url: string;
  op: SendOperation;
}) {
  const { t } = useTranslation('messages-api');
  const way = WAYS[kind];
  const placeholders = { token: t('placeholders.token'), file: t('placeholders.file') };
  const headers: Field[] = [
    { name: 'Authorization', type: 'string', required: true },
    { name: 'Content-Type', type: 'string', required: true, example: way.contentType },
    ...op.headers,
  ];
  return (
    <section className="mapi-section" id={way.id} data-testid={`mapi-${kind}`}>
      <h3>{kind === 'json' ? t('text.title') : t('media.title')}</h3>
      <div className="mapi-columns">
        <div className="mapi-doc">
          <dl className="mapi-endpoint">
            <dt>{t('doc.endpoint')}</dt>
            <dd>
              <code data-testid="mapi-endpoint">{url}</code>
            </dd>
            <dt>{t('doc.method')}</dt>
            <dd>
              <Tag intent="success" minimal>
                {op.method}
              </Tag>
            </dd>
            <dt>{t('doc.contentType')}</dt>
            <dd>
              <code>{way.contentType}</code>
            </dd>
          </dl>
          <h4>{t('doc.headers')}</h4>
          <FieldTable fields={headers} kind="headers" />
          <h4>{t('doc.body')}</h4>
          <FieldTable fields={way.body(op)} kind={kind} />
          <h4>{t('doc.example')}</h4>
          <CodeBlock code={way.curl(url, op, placeholders)} testId={`mapi-curl-${kind}`} />
        </div>
        <div className="mapi-test">
          <h4>{t('form.title')}</h4>
          <SendForm kind={way.id} />
        </div>
      </div>
    </section>
  );
}
