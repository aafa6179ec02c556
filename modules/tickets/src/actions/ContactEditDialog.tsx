import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { email, maxLength, minLength, required, TextField, toastSuccess, useForm } from '@balcao/kit';
import type { ContactRef } from '../types';
import { saveContact } from './api';

interface ContactEditDialogProps {
  contact: ContactRef;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (contact: ContactRef) => void;
}

interface Values {
  name: string;
  number: string;
  email: string;
}

/** A short edit of the contact (spec §5: name 2–50, number 8–50, a valid email); the contacts screen has the full form. */
export function ContactEditDialog({ contact, isOpen, onClose, onSaved }: ContactEditDialogProps) {
  const { t } = useTranslation('tickets');
  const form = useForm<Values>(
    { name: contact.name, number: contact.number, email: contact.email ?? '' },
    {
      name: [required(), minLength(2), maxLength(50)],
      number: [required(), minLength(8), maxLength(50)],
      email: [email()],
    },
    async (values) => {
      const saved = await saveContact(contact.id, values);
      toastSuccess(t('actions.contactSaved'));
      onSaved(saved);
    },
  );
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() =>
        form.setValues({ name: contact.name, number: contact.number, email: contact.email ?? '' })
      }
      title={t('actions.editContact')}
      icon="edit"
      className="tk-act-dialog"
    >
      <form onSubmit={(event) => void form.handleSubmit(event)} data-testid="contact-edit-form">
        <DialogBody>
          <TextField
            label={t('actions.contactName')}
            name="name"
            value={form.values.name}
            error={form.errors.name}
            onChange={(v) => form.setField('name', v)}
          />
          <TextField
            label={t('actions.contactNumber')}
            name="number"
            value={form.values.number}
            error={form.errors.number}
            onChange={(v) => form.setField('number', v)}
          />
          <TextField
            label={t('actions.contactEmail')}
            name="email"
            value={form.values.email}
            error={form.errors.email}
            onChange={(v) => form.setField('email', v)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('actions.save')} loading={form.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
