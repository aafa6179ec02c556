import { DialogBody, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  email,
  formValues,
  maxLength,
  minLength,
  RecordDialog,
  required,
  Spinner,
  useRecordOnOpen,
  type Rule,
} from '@balcao/kit';
import { createContact, getContact, updateContact, type Contact, type ExtraInfo } from '../api';
import { useStartTicket } from '../useStartTicket';
import { ExtraInfoFields } from './ExtraInfoFields';

export interface ContactDialogProps {
  isOpen: boolean;
  /** the contact to edit; none for a new one */
  contactId?: number;
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

const EMPTY: Values = { name: '', number: '', email: '', extraInfo: [] };

const toInput = (values: Values) => ({
  name: values.name.trim(),
  number: values.number.replace(/\D/g, ''),
  email: values.email.trim(),
  extraInfo: values.extraInfo
    .map((e) => ({ ...e, name: e.name.trim(), value: e.value.trim() }))
    .filter((e) => e.name),
});

/**
 * Add or edit a contact (spec §2 Dialogs): name, number, email and free extra-info pairs. Saving a new contact
 * opens a ticket with it and goes to its conversation; saving an edit says so and closes. Exposed as the slot
 * `contacts/contactDialog` for the tickets screen.
 */
export function ContactDialog({
  isOpen,
  contactId,
  onClose,
  onSaved,
  openTicket = true,
}: ContactDialogProps) {
  const { t } = useTranslation('contacts');
  const startTicket = useStartTicket();
  const editing = contactId !== undefined;
  // the contact read for this opening (undefined while it loads, null when it failed)
  const [read] = useRecordOnOpen<Contact | null>(isOpen, contactId, (id) => getContact(id), {
    fallback: null,
  });
  const failed = read === null;
  const contact = editing && read ? read : null;

  const digitsOnly: Rule<Values> = (v) =>
    typeof v === 'string' && v.trim() && !/^[\d\s()+.-]+$/.test(v.trim())
      ? t('dialog.invalidNumber')
      : undefined;
  const section = (key: string) => ({
    kind: 'custom' as const,
    key,
    render: () => <h4 className="bp6-heading ct-dialog__section">{t(`dialog.${key}`)}</h4>,
  });
  const pending = failed ? (
    <NonIdealState icon="error" title={t('dialog.loadFailed')} />
  ) : editing && !contact ? (
    <Spinner size={32} />
  ) : null;

  return (
    <RecordDialog<Values, Contact>
      isOpen={isOpen}
      editing={contact}
      onClose={onClose}
      onSaved={(saved) => {
        onSaved?.(saved);
        if (!editing && openTicket) void startTicket(saved.id);
      }}
      pending={pending && <DialogBody>{pending}</DialogBody>}
      title={editing ? t('dialog.editTitle') : t('dialog.addTitle')}
      icon="person"
      className="ct-dialog"
      testId="contact-form"
      submitTestId="contact-submit"
      footer={{ text: editing ? t('kit:common.save') : t('dialog.addSubmit') }}
      savedText={editing ? t('kit:toasts.updated') : t('kit:toasts.saved')}
      initial={EMPTY}
      fromRecord={(c) => formValues(EMPTY, c)}
      save={(values, id) => (id ? updateContact(id, toInput(values)) : createContact(toInput(values)))}
      fields={[
        section('data'),
        {
          kind: 'row',
          className: 'kit-form-grid',
          fields: [
            { name: 'name', label: t('fields.name'), rules: [required(), minLength(2), maxLength(50)] },
            {
              name: 'number',
              label: t('fields.number'),
              placeholder: '5511999999999',
              inputMode: 'tel',
              rules: [required(), digitsOnly, minLength(8), maxLength(50)],
            },
          ],
        },
        {
          name: 'email',
          label: t('fields.email'),
          type: 'email',
          placeholder: t('dialog.emailPlaceholder'),
          rules: [email()],
        },
        section('extraInfo'),
        {
          kind: 'custom',
          key: 'extra',
          render: ({ values, setField }) => (
            <ExtraInfoFields value={values.extraInfo} onChange={(next) => setField('extraInfo', next)} />
          ),
        },
      ]}
    />
  );
}
