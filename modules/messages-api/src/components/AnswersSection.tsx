import { Tag } from '@blueprintjs/core';
import { DataTable } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { codeMeaning } from '../errors';
import type { SendOperation } from '../openapi';
import { CodeBlock } from './CodeBlock';

/** The answers of the document: the success body (Whaticket's `mensagem` and Balcão's ids), then each code. */
export function AnswersSection({ op }: { op: SendOperation }) {
  const { t } = useTranslation('messages-api');
  const rows = op.answers.flatMap((a) => a.codes.map((code) => ({ status: a.status, code })));
  return (
    <section className="mapi-section" data-testid="mapi-answers">
      <h3>{t('answers.title')}</h3>
      <p>{t('answers.success')}</p>
      {op.example !== undefined && <CodeBlock code={JSON.stringify(op.example, null, 2)} />}
      <p>{t('answers.errors')}</p>
      <div className="mapi-table-scroll">
        <DataTable
          className="mapi-table"
          rows={rows}
          rowKey={(r) => r.code}
          columns={[
            {
              key: 'status',
              header: t('answers.status'),
              render: ({ status }) => (
                <Tag minimal intent={status.startsWith('4') ? 'warning' : 'danger'}>
                  {status}
                </Tag>
              ),
            },
            { key: 'code', header: t('answers.code'), render: ({ code }) => <code>{code}</code> },
            {
              key: 'meaning',
              header: t('answers.meaning'),
              render: ({ code }) => codeMeaning(code, op.catalogue[code]?.meaning),
            },
          ]}
        />
      </div>
    </section>
  );
}
