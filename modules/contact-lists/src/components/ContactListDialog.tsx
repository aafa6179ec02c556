import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLength, minLength, required, TextField, toastSuccess, useForm, Dialog } from '@balcao/kit';
import { createContactList, updateContactList, type ContactList } from '../api';

interface Values {
  name: string;
}

/** Create or rename a contact list: its name, 2 to 50 characters (spec §5). */
export function ContactListDialog({
  isOpen,
  editing,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: ContactList | null;
  onClose: () => void;
  onSaved: (list: ContactList) => void;
}) {
  const { t } = useTranslation('contact-lists');
  const form = useForm<Values>(
    { name: '' },
    { name: [required(), minLength(2), maxLength(50)] },
    async ({ name }) => {
      const saved = editing
        ? await updateContactList(editing.id, name.trim())
        : await createContactList(name.trim());
      onSaved(saved);
      toastSuccess(t('kit:toasts.saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (isOpen) setValues({ name: editing?.name ?? '' });
  }, [isOpen, editing, setValues]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      icon="people"
      className="cl-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="contact-list-form" noValidate>
        <DialogBody>
          <TextField
            label={t('dialog.name')}
            name="name"
            autoFocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('kit:common.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                text={t('kit:common.save')}
                loading={form.submitting}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
