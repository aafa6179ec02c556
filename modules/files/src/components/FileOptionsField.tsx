import { Button, FormGroup, Icon, TextArea } from '@blueprintjs/core';
import { FileInput, IconButton } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { newRow, type OptionRow } from './option-rows';

/** The dialog's options: each a text and an attached file; add and remove rows (spec §2 File lists). */
export function FileOptionsField({
  rows,
  onChange,
}: {
  rows: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
}) {
  const { t } = useTranslation('files');
  const change = (key: string, patch: Partial<OptionRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <FormGroup label={t('dialog.options')} className="fl-options">
      {rows.length === 0 && <p className="fl-empty">{t('dialog.noOptions')}</p>}
      {rows.map((row, index) => (
        <div className="fl-option" key={row.key} data-testid="file-option">
          <TextArea
            className="fl-option__name"
            fill
            rows={2}
            placeholder={t('dialog.optionName')}
            aria-label={`${t('dialog.optionName')} ${index + 1}`}
            name={`options[${index}].name`}
            value={row.name}
            onChange={(e) => change(row.key, { name: e.currentTarget.value })}
          />
          <div className="fl-option__file">
            <FileInput
              fill
              inputProps={{
                name: `options[${index}].file`,
                'aria-label': `${t('dialog.browse')} ${index + 1}`,
              }}
              text={
                row.file ? (
                  row.file.name
                ) : row.path ? (
                  <span className="fl-option__saved">
                    <Icon icon="paperclip" size={12} /> {row.path}
                  </span>
                ) : (
                  t('dialog.chooseFile')
                )
              }
              buttonText={t('dialog.browse')}
              hasSelection={Boolean(row.file || row.path)}
              onInputChange={(e) => change(row.key, { file: e.currentTarget.files?.[0] ?? null })}
            />
            <IconButton
              intent="danger"
              icon="trash"
              label={t('dialog.removeOption')}
              title={t('dialog.removeOption')}
              data-testid="remove-file-option"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            />
          </div>
        </div>
      ))}
      <Button
        className="fl-add-option"
        variant="outlined"
        intent="primary"
        icon="add"
        fill
        text={t('dialog.addOption')}
        onClick={() => onChange([...rows, newRow()])}
      />
    </FormGroup>
  );
}
