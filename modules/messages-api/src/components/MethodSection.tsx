import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, SendOperation } from '../openapi';
import { CodeBlock } from './CodeBlock';
import { FieldTable } from './FieldTable';

/**
 * One way of sending (text as JSON, media as multipart): endpoint, method, headers and body from the document,
 * its curl example, and the test form beside them.
 */
export function MethodSection(props: {
  id: string;
  title: string;
  url: string;
  op: SendOperation;
  contentType: string;
  body: Field[];
  kind: 'json' | 'multipart';
  curl: string;
  form: ReactNode;
}) {
  const { t } = useTranslation('messages-api');
  const { op } = props;
  const headers: Field[] = [
    { name: 'Authorization', type: 'string', required: true },
    { name: 'Content-Type', type: 'string', required: true, example: props.contentType },
    ...op.headers,
  ];
  return (
    <section className="mapi-section" id={props.id} data-testid={`mapi-${props.kind}`}>
      <h3>{props.title}</h3>
      <div className="mapi-columns">
        <div className="mapi-doc">
          <dl className="mapi-endpoint">
            <dt>{t('doc.endpoint')}</dt>
            <dd>
              <code data-testid="mapi-endpoint">{props.url}</code>
            </dd>
            <dt>{t('doc.method')}</dt>
            <dd>
              <Tag intent="success" minimal>
                {op.method}
              </Tag>
            </dd>
            <dt>{t('doc.contentType')}</dt>
            <dd>
              <code>{props.contentType}</code>
            </dd>
          </dl>
          <h4>{t('doc.headers')}</h4>
          <FieldTable fields={headers} kind="headers" />
          <h4>{t('doc.body')}</h4>
          <FieldTable fields={props.body} kind={props.kind} />
          <h4>{t('doc.example')}</h4>
          <CodeBlock code={props.curl} testId={`mapi-curl-${props.kind}`} />
        </div>
        <div className="mapi-test">
          <h4>{t('form.title')}</h4>
          {props.form}
        </div>
      </div>
    </section>
  );
}
