import { HTMLTable, Tag } from '@blueprintjs/core';
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
        <HTMLTable compact striped className="mapi-table">
          <thead>
            <tr>
              <th>{t('answers.status')}</th>
              <th>{t('answers.code')}</th>
              <th>{t('answers.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ status, code }) => (
              <tr key={code}>
                <td>
                  <Tag minimal intent={status.startsWith('4') ? 'warning' : 'danger'}>
                    {status}
                  </Tag>
                </td>
                <td>
                  <code>{code}</code>
                </td>
                <td>{codeMeaning(code, op.catalogue[code]?.meaning)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}
