import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Field } from '../openapi';

/**
 * The fields of a body or the headers, as the document lists them; descriptions in the reader's language when
 * this page knows the field (`fieldDocs.<kind>.<name>`), else the document's own text.
 */
export function FieldTable({ fields, kind }: { fields: Field[]; kind: 'headers' | 'json' | 'multipart' }) {
  const { t, i18n } = useTranslation('messages-api');
  const describe = (f: Field) => {
    const key = `messages-api:fieldDocs.${kind}.${f.name}`;
    return i18n.exists(key) ? t(key) : (f.description ?? '');
  };
  return (
    <div className="mapi-table-scroll">
      <HTMLTable compact striped className="mapi-table">
        <thead>
          <tr>
            <th>{t('doc.field')}</th>
            <th>{t('doc.type')}</th>
            <th>{t('doc.description')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <td>
                <code>{f.name}</code>
                {f.required && (
                  <Tag minimal intent="warning" className="mapi-required">
                    {t('doc.required')}
                  </Tag>
                )}
              </td>
              <td>
                <code>{f.type}</code>
              </td>
              <td>{describe(f)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
