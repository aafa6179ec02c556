import { DialogBody } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  minLength,
  required,
  TextField,
  toastError,
  toastSuccess,
  useForm,
  Dialog,
  SaveFooter,
} from '@balcao/kit';
import { createFileList, findFileList, updateFileList, uploadOptionFiles, type FileList } from '../api';
import { FileOptionsField } from './FileOptionsField';
import { newRow, rowOf, savedIds, type OptionRow } from './option-rows';

interface Values {
  name: string;
  message: string;
  options: OptionRow[];
}
const empty = (): Values => ({ name: '', message: '', options: [newRow()] });

/** Create or edit a file list: name and message (spec §5), and its options, each a text and a file. */
export function FileListDialog({
  isOpen,
  editingId,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editingId: number | null;
  onClose: () => void;
  onSaved: (list: FileList) => void;
}) {
  const { t } = useTranslation('files');
  const [loading, setLoading] = useState(false);
  // a retry after a failed upload updates the list the first try made, never a second one
  const created = useRef<number | null>(null);
  const form = useForm<Values>(
    empty(),
    {
      name: [required(t('validation.required')), minLength(3, t('validation.short')), maxLength(255)],
      message: [required(t('validation.required')), maxLength(10_000)],
    },
    async (values, { setValues }) => {
      const data = {
        name: values.name.trim(),
        message: values.message,
        options: values.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name })),
      };
      const id = editingId ?? created.current;
      let saved = id ? await updateFileList(id, data) : await createFileList(data);
      created.current = saved.id;
      const ids = savedIds(values.options, saved.options);
      // the rows now carry their saved ids, so a retry sends them back instead of adding them again
      setValues({ ...values, options: values.options.map((o, i) => ({ ...o, id: ids[i] })) });
      const uploads = values.options.flatMap((o, i) =>
        o.file && ids[i] ? [{ optionId: ids[i], name: o.name, file: o.file }] : [],
      );
      if (uploads.length) {
        await uploadOptionFiles(saved.id, uploads);
        saved = await findFileList(saved.id);
      }
      onSaved(saved);
      toastSuccess(t('saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    if (!editingId) {
      setValues(empty());
      return;
    }
    findFileList(editingId)
      .then((list) => setValues({ name: list.name, message: list.message, options: list.options.map(rowOf) }))
      .catch(toastError)
      .finally(() => setLoading(false));
  }, [isOpen, editingId, setValues]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        created.current = null;
        // the effect below loads the list being edited
        setLoading(Boolean(editingId));
      }}
      title={editingId ? t('dialog.edit') : t('dialog.add')}
      icon="folder-open"
      className="fl-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="file-list-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.name')}
            name="name"
            autoFocus
            disabled={loading}
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
          <TextField
            label={t('dialog.message')}
            name="message"
            multiline
            disabled={loading}
            value={form.values.message}
            error={form.errors.message}
            onChange={(v) => form.setField('message', v)}
          />
          <FileOptionsField rows={form.values.options} onChange={(rows) => form.setField('options', rows)} />
        </DialogBody>
        <SaveFooter onCancel={onClose} submitting={form.submitting} disabled={loading} />
      </form>
    </Dialog>
  );
}
