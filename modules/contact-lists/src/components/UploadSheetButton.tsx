import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@balcao/kit';
import { uploadSheet } from '../api';

/** Picks an .xls/.xlsx and adds its rows to the list; the server refuses any other file. */
export function UploadSheetButton({ contactListId, onDone }: { contactListId: number; onDone: () => void }) {
  const { t } = useTranslation('contact-lists');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  // a wrong sheet's codes are the module's own `errors`, which the kit's toast reads
  const upload = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    uploadSheet(contactListId, file)
      .then((result) => {
        toastSuccess(t('upload.done', { count: result.count, duplicates: result.duplicates }));
        onDone();
      })
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        if (input.current) input.current.value = '';
      });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="contact-list-upload-input"
        onChange={(e) => upload(e.currentTarget.files?.[0])}
      />
      <Button
        icon="upload"
        text={t('upload.button')}
        title={t('upload.button')}
        loading={busy}
        data-testid="contact-list-upload"
        onClick={() => input.current?.click()}
      />
    </>
  );
}
