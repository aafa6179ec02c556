import { Button, DialogBody, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  email,
  maxLength,
  minLength,
  required,
  TextField,
  toastError,
  toastSuccess,
  useForm,
  type Rule,
  Dialog,
  Spinner,
  SaveFooter,
} from '@balcao/kit';
import { createContact, getContact, updateContact, type Contact, type ExtraInfo } from '../api';
import { useStartTicket } from '../useStartTicket';

export interface ContactDialogProps {
  isOpen: boolean;
  /** the contact to edit; none for a new one */
  contactId?: number;
  /** a new contact's first values (the tickets screen knows the number) */
  initial?: { name?: string; number?: string };
  onClose(): void;
  onSaved?(contact: Contact): void;
  /** a new contact opens a ticket and its conversation (spec §2 Contacts); false leaves that to the host */
  openTicket?: boolean;
}

interface Values {
  name: string;
  number: string;
  email: string;
  extraInfo: ExtraInfo[];
}

const digitsOnly: Rule<Values> = (v) =>
  typeof v === 'string' && v.trim() && !/^[\d\s()+.-]+$/.test(v.trim()) ? 'invalidNumber' : undefined;

const schema = {
  name: [required<Values>(), minLength<Values>(2), maxLength<Values>(50)],
  number: [required<Values>(), digitsOnly, minLength<Values>(8), maxLength<Values>(50)],
  email: [email<Values>()],
};

const blank = (initial?: ContactDialogProps['initial']): Values => ({
  name: initial?.name ?? '',
  number: initial?.number ?? '',
  email: '',
  extraInfo: [],
});

/**
 * Add or edit a contact (spec §2 Dialogs): name, number, email and free extra-info pairs. Saving a new contact
 * opens a ticket with it and goes to its conversation; saving an edit says so and closes. Exposed as the slot
 * `contacts/contactDialog` for the tickets screen.
 */
export function ContactDialog(props: ContactDialogProps) {
  const { isOpen, onClose } = props;
  const { t } = useTranslation('contacts');
  const editing = props.contactId !== undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('dialog.editTitle') : t('dialog.addTitle')}
      icon="person"
      className="ct-dialog"
    >
      {isOpen && <ContactForm {...props} />}
    </Dialog>
  );
}

function ContactForm({ contactId, initial, onClose, onSaved, openTicket = true }: ContactDialogProps) {
  const { t } = useTranslation('contacts');
  const startTicket = useStartTicket();
  const editing = contactId !== undefined;
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>(editing ? 'loading' : 'ready');

  const form = useForm<Values>(blank(initial), schema, async (values) => {
    const input = {
      name: values.name.trim(),
      number: values.number.replace(/\D/g, ''),
      email: values.email.trim(),
      extraInfo: values.extraInfo
        .map((e) => ({ ...e, name: e.name.trim(), value: e.value.trim() }))
        .filter((e) => e.name),
    };
    if (editing) {
      const saved = await updateContact(contactId, input);
      toastSuccess(t('kit:toasts.updated'));
      onSaved?.(saved);
      onClose();
      return;
    }
    const saved = await createContact(input);
    toastSuccess(t('kit:toasts.saved'));
    onSaved?.(saved);
    onClose();
    if (openTicket) await startTicket(saved.id);
  });
  const { setValues, setField, values, errors } = form;

  useEffect(() => {
    if (contactId === undefined) return;
    let live = true;
    getContact(contactId)
      .then((c) => {
        if (!live) return;
        setValues({ name: c.name, number: c.number, email: c.email ?? '', extraInfo: c.extraInfo ?? [] });
        setLoaded('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        toastError(error);
        setLoaded('failed');
      });
    return () => {
      live = false;
    };
  }, [contactId, setValues]);

  if (loaded === 'loading')
    return (
      <DialogBody>
        <Spinner size={32} />
      </DialogBody>
    );
  if (loaded === 'failed')
    return (
      <DialogBody>
        <NonIdealState icon="error" title={t('dialog.loadFailed')} />
      </DialogBody>
    );

  const message = (key?: string) => (key === 'invalidNumber' ? t('dialog.invalidNumber') : key);
  const setExtra = (index: number, change: Partial<ExtraInfo>) =>
    setField(
      'extraInfo',
      values.extraInfo.map((e, i) => (i === index ? { ...e, ...change } : e)),
    );

  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="contact-form" noValidate>
      <DialogBody>
        <h4 className="bp6-heading ct-dialog__section">{t('dialog.data')}</h4>
        <div className="kit-form-grid">
          <TextField
            label={t('fields.name')}
            name="name"
            value={values.name}
            error={errors.name}
            onChange={(v) => setField('name', v)}
            autoFocus
          />
          <TextField
            label={t('fields.number')}
            name="number"
            value={values.number}
            error={message(errors.number)}
            placeholder="5511999999999"
            inputMode="tel"
            onChange={(v) => setField('number', v)}
          />
        </div>
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          value={values.email}
          error={errors.email}
          placeholder={t('dialog.emailPlaceholder')}
          onChange={(v) => setField('email', v)}
        />
        <h4 className="bp6-heading ct-dialog__section">{t('dialog.extraInfo')}</h4>
        <div className="ct-extra" data-testid="extra-info">
          {values.extraInfo.map((item, index) => (
            <div className="ct-extra__row" key={item.id ?? `new-${index}`}>
              <InputGroup
                name={`extraInfo.${index}.name`}
                aria-label={t('dialog.extraName')}
                placeholder={t('dialog.extraName')}
                value={item.name}
                onValueChange={(v) => setExtra(index, { name: v })}
              />
              <InputGroup
                name={`extraInfo.${index}.value`}
                aria-label={t('dialog.extraValue')}
                placeholder={t('dialog.extraValue')}
                value={item.value}
                onValueChange={(v) => setExtra(index, { value: v })}
              />
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                aria-label={t('dialog.removeExtra')}
                onClick={() =>
                  setField(
                    'extraInfo',
                    values.extraInfo.filter((_, i) => i !== index),
                  )
                }
              />
            </div>
          ))}
          <Button
            variant="outlined"
            icon="add"
            text={t('dialog.addExtra')}
            data-testid="add-extra-info"
            onClick={() => setField('extraInfo', [...values.extraInfo, { name: '', value: '' }])}
          />
        </div>
      </DialogBody>
      <SaveFooter
        onCancel={onClose}
        submitting={form.submitting}
        text={editing ? t('kit:common.save') : t('dialog.addSubmit')}
        testId="contact-submit"
      />
    </form>
  );
}
