import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, showToast, toastError, toastSuccess } from '@balcao/kit';
import { uploadSheet } from '../api';

/** The server's answers to a wrong sheet, told in the module's words (the kit knows only spec §8's codes). */
const OWN_ERRORS = ['ERR_CONTACT_LIST_FILE_TYPE', 'ERR_CONTACT_LIST_NO_NUMBER_COLUMN'];

/** Picks an .xls/.xlsx and adds its rows to the list; the server refuses any other file. */
export function UploadSheetButton({ contactListId, onDone }: { contactListId: number; onDone: () => void }) {
  const { t } = useTranslation('contact-lists');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await uploadSheet(contactListId, file);
      toastSuccess(t('upload.done', { count: result.count, duplicates: result.duplicates }));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code && OWN_ERRORS.includes(err.code))
        showToast(t(`errors.${err.code}`), 'danger');
      else toastError(err);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="contact-list-upload-input"
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
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
