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
  const labels = { name: t('dialog.extraName'), value: t('dialog.extraValue') };
  const setExtra = (index: number, change: Partial<ExtraInfo>) =>
    onChange(value.map((e, i) => (i === index ? { ...e, ...change } : e)));
  return (
    <div className="ct-extra" data-testid="extra-info">
      {value.map((item, index) => (
        <div className="ct-extra__row" key={item.id ?? `new-${index}`}>
          {(['name', 'value'] as const).map((part) => (
            <InputGroup
              key={part}
              name={`extraInfo.${index}.${part}`}
              aria-label={labels[part]}
              placeholder={labels[part]}
              value={item[part]}
              onValueChange={(v) => setExtra(index, { [part]: v })}
            />
          ))}
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
