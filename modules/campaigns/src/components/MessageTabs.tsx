import { Tab, Tabs, TextArea, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SLOTS, type Slot } from '../api';

export type MessageField = `message${Slot}` | `confirmationMessage${Slot}`;

/**
 * Msg. 1..5 (spec §9: five slots, rotated per contact), each with its confirmation message beside it when the
 * campaign asks for confirmation; the variable chips insert {key} where the cursor was in the last text focused.
 */
export function MessageTabs({
  values,
  confirmation,
  variables,
  disabled,
  onChange,
}: {
  values: Record<MessageField, string>;
  confirmation: boolean;
  variables: string[];
  disabled: boolean;
  onChange: (field: MessageField, value: string) => void;
}) {
  const { t } = useTranslation('campaigns');
  const [tab, setTab] = useState<Slot>(1);
  const [focused, setFocused] = useState<MessageField | null>(null);

  const insert = (key: string) => {
    const field = focused ?? (`message${tab}` as MessageField);
    const current = values[field] ?? '';
    const el = document.getElementById(`field-${field}`) as HTMLTextAreaElement | null;
    const at = focused && el ? el.selectionStart : current.length;
    onChange(field, current.slice(0, at) + `{${key}}` + current.slice(at));
  };

  const area = (field: MessageField, label: string) => (
    <FormGroup label={label} labelFor={`field-${field}`} className="cmp-message">
      <TextArea
        id={`field-${field}`}
        name={field}
        fill
        rows={5}
        placeholder={t('dialog.messagePlaceholder')}
        value={values[field]}
        disabled={disabled}
        onFocus={() => setFocused(field)}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </FormGroup>
  );

  return (
    <div className="cmp-messages">
      <Tabs
        id="campaign-messages"
        selectedTabId={tab}
        onChange={(id) => {
          setTab(Number(id) as Slot);
          setFocused(null);
        }}
        fill
      >
        {MESSAGE_SLOTS.map((n) => (
          <Tab key={n} id={n} title={t('dialog.tab', { n })} />
        ))}
      </Tabs>
      <div className={confirmation ? 'cmp-message-pair' : undefined}>
        {area(`message${tab}`, t('dialog.message', { n: tab }))}
        {confirmation && area(`confirmationMessage${tab}`, t('dialog.confirmationMessage', { n: tab }))}
      </div>
      {!disabled && (
        <div className="cmp-variables" data-testid="campaign-variables">
          <span className="cmp-muted">{t('dialog.variables')}</span>
          {variables.map((key) => (
            <button
              type="button"
              key={key}
              className="bp6-tag bp6-minimal bp6-interactive cmp-variable"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(key)}
            >
              {`{${key}}`}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
