import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { email, maxLength, minLength, required, TextField, toastSuccess, useForm, Dialog } from '@balcao/kit';
import { createContactListItem, updateContactListItem, type ContactListItem } from '../api';

interface Values {
  name: string;
  number: string;
  email: string;
}
const EMPTY: Values = { name: '', number: '', email: '' };

/** Add or edit a person of the list: name 2-50, number 8-50, a valid email or none (spec §5). */
export function ContactListItemDialog({
  isOpen,
  contactListId,
  editing,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  contactListId: number;
  editing: ContactListItem | null;
  onClose: () => void;
  onSaved: (item: ContactListItem) => void;
}) {
  const { t } = useTranslation('contact-lists');
  const form = useForm<Values>(
    EMPTY,
    {
      name: [required(), minLength(2), maxLength(50)],
      number: [required(), minLength(8), maxLength(50)],
      email: [email()],
    },
    async (values) => {
      const data = {
        name: values.name.trim(),
        number: values.number.trim(),
        email: values.email.trim() || null,
        contactListId,
      };
      const saved = editing
        ? await updateContactListItem(editing.id, data)
        : await createContactListItem(data);
      onSaved(saved);
      toastSuccess(t('kit:toasts.saved'));
      onClose();
    },
  );
  const { setValues } = form;
  useEffect(() => {
    if (!isOpen) return;
    setValues(editing ? { name: editing.name, number: editing.number, email: editing.email ?? '' } : EMPTY);
  }, [isOpen, editing, setValues]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('itemDialog.edit') : t('itemDialog.add')}
      icon="person"
      className="cl-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="contact-list-item-form" noValidate>
        <DialogBody>
          <TextField
            label={t('itemDialog.name')}
            name="name"
            autoFocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
          <TextField
            label={t('itemDialog.number')}
            name="number"
            placeholder="5511999999999"
            value={form.values.number}
            error={form.errors.number}
            onChange={(v) => form.setField('number', v)}
          />
          <TextField
            label={t('itemDialog.email')}
            name="email"
            type="email"
            value={form.values.email}
            error={form.errors.email}
            onChange={(v) => form.setField('email', v)}
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
