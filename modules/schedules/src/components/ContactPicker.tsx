import { useState } from 'react';
import { Button, FormGroup, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDebounced, useLoad } from '@balcao/kit';
import { searchContacts, type ContactOption } from '../api';

/** Spec §5: contact searches query only from 3 characters. */
const MIN_SEARCH = 3;

/** The dialog's contact: a chosen one shown with a button to change it, else a search by name or number. */
export function ContactPicker({
  value,
  error,
  disabled,
  onChange,
}: {
  value: ContactOption | null;
  error?: string;
  disabled?: boolean;
  onChange: (contact: ContactOption | null) => void;
}) {
  const { t } = useTranslation('schedules');
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term.trim());
  const query = debounced.length >= MIN_SEARCH ? debounced : '';
  // a search's hits, never another query's; none while a contact is chosen
  const [hits = null] = useLoad(query && !value ? query : null, (signal) =>
    searchContacts(query, signal).then((page) => page.contacts),
  );

  return (
    <FormGroup
      label={t('dialog.contact')}
      labelFor="sc-contact"
      intent={error ? 'danger' : 'none'}
      helperText={error ?? (value || disabled ? undefined : t('dialog.contactHelp'))}
    >
      {value ? (
        <div className="sc-contact-chosen" data-testid="schedule-contact-chosen">
          <InputGroup
            id="sc-contact"
            leftIcon="person"
            value={`${value.name} · ${value.number}`}
            readOnly
            fill
          />
          {!disabled && (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('dialog.change')}
              title={t('dialog.change')}
              onClick={() => {
                onChange(null);
                setTerm('');
              }}
            />
          )}
        </div>
      ) : (
        <>
          <InputGroup
            id="sc-contact"
            leftIcon="search"
            value={term}
            placeholder={t('dialog.contactPlaceholder')}
            intent={error ? 'danger' : 'none'}
            onValueChange={setTerm}
            data-testid="schedule-contact-search"
          />
          {hits && (
            <Menu className="sc-contact-hits" data-testid="schedule-contact-hits">
              {hits.length === 0 && <MenuItem disabled text={t('dialog.noContacts')} />}
              {hits.map((hit) => (
                <MenuItem
                  key={hit.id}
                  icon="person"
                  text={hit.name}
                  label={hit.number}
                  onClick={() => onChange({ id: hit.id, name: hit.name, number: hit.number })}
                />
              ))}
            </Menu>
          )}
        </>
      )}
    </FormGroup>
  );
}
