import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  minLength,
  RecordDialog,
  required,
  useRecordOnOpen,
  type ResourceDialogProps,
} from '@balcao/kit';
import type { FileListWithOptions as WholeList } from '@balcao/plugin-files/contracts';
import { createFileList, findFileList, updateFileList, uploadOptionFiles, type FileList } from '../api';
import { FileOptionsField } from './FileOptionsField';
import { newRow, rowOf, savedIds } from './option-rows';

const EMPTY = { name: '', message: '', options: [newRow()] };
type Values = typeof EMPTY;
const fromList = (list: WholeList): Values => ({
  name: list.name,
  message: list.message,
  options: list.options.map(rowOf),
});

/** Create or edit a file list: name and message (spec §5), and its options, each a text and a file. */
export function FileListDialog({ editing, ...props }: ResourceDialogProps<FileList>) {
  const { t } = useTranslation('files');
  // the list read whole for this opening (the page's row has no options); nothing is saved over it before
  const [read] = useRecordOnOpen(props.isOpen, editing?.id, findFileList);
  const record = (editing && read) || null;
  const loading = Boolean(editing) && !record;
  // a retry after a failed upload updates the list the first try made, its options by the ids they took
  const created = useRef<number | null>(null);
  const optionIds = useRef(new Map<string, number>());

  return (
    <RecordDialog<Values, WholeList>
      {...props}
      editing={record}
      onOpening={() => {
        created.current = null;
        optionIds.current.clear();
      }}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="folder-open"
      savedText={t('saved')}
      footer={{ disabled: loading }}
      initial={EMPTY}
      fromRecord={fromList}
      fields={[
        {
          name: 'name',
          label: t('dialog.name'),
          disabled: loading,
          rules: [required(), minLength(3, t('validation.short')), maxLength(255)],
        },
        {
          kind: 'textarea',
          name: 'message',
          label: t('dialog.message'),
          rules: [required(), maxLength(10_000)],
        },
        {
          kind: 'custom',
          key: 'options',
          render: ({ values, setField }) => (
            <FileOptionsField rows={values.options} onChange={(rows) => setField('options', rows)} />
          ),
        },
      ]}
      save={async (values, id) => {
        const rows = values.options.map((o) => ({ ...o, id: o.id ?? optionIds.current.get(o.key) }));
        const data = {
          name: values.name.trim(),
          message: values.message,
          options: rows.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name })),
        };
        const target = id ?? created.current;
        const saved = target ? await updateFileList(target, data) : await createFileList(data);
        created.current = saved.id;
        const ids = savedIds(rows, saved.options);
        const uploads = rows.flatMap((o, i) => {
          const optionId = ids[i];
          if (optionId) optionIds.current.set(o.key, optionId);
          return o.file && optionId ? [{ optionId, name: o.name, file: o.file }] : [];
        });
        if (!uploads.length) return saved;
        await uploadOptionFiles(saved.id, uploads);
        return findFileList(saved.id);
      }}
    />
  );
}
