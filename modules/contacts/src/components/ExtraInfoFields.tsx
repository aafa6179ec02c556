import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ExtraInfo } from '../api';

/** A contact's free extra-info pairs (spec §2 Dialogs): a name and a value each, added and removed here. */
export function ExtraInfoFields({
  value,
  onChange,
}: {
  value: ExtraInfo[];
  onChange: (next: ExtraInfo[]) => void;
}) {
  const { t } = useTranslation('contacts');
  const setExtra = (index: number, change: Partial<ExtraInfo>) =>
    onChange(value.map((e, i) => (i === index ? { ...e, ...change } : e)));
  return (
    <div className="ct-extra" data-testid="extra-info">
      {value.map((item, index) => (
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
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        variant="outlined"
        icon="add"
        text={t('dialog.addExtra')}
        data-testid="add-extra-info"
        onClick={() => onChange([...value, { name: '', value: '' }])}
      />
    </div>
  );
}
