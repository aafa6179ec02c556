import { Tag } from '@blueprintjs/core';
import { DataTable } from '@balcao/kit';
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
      <DataTable
        className="mapi-table"
        rows={fields}
        rowKey={(f) => f.name}
        columns={[
          {
            key: 'name',
            header: t('doc.field'),
            render: (f) => (
              <>
                <code>{f.name}</code>
                {f.required && (
                  <Tag minimal intent="warning" className="mapi-required">
                    {t('doc.required')}
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'type', header: t('doc.type'), render: (f) => <code>{f.type}</code> },
          { key: 'description', header: t('doc.description'), render: describe },
        ]}
      />
    </div>
  );
}
