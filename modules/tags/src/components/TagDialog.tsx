import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ColorPalette,
  maxLength,
  minLength,
  required,
  RecordDialog,
  upsert,
  type ResourceDialogProps,
} from '@balcao/kit';
import { createTag, updateTag, type Tag } from '../api';
import { DEFAULT_TAG_COLOR, TAG_PALETTE, textOn } from '../palette';
import { TagChip } from './TagChip';

interface Values {
  name: string;
  color: string;
  kanban: boolean;
}
const EMPTY: Values = { name: '', color: DEFAULT_TAG_COLOR, kanban: false };
const fromTag = (tag: Tag): Values => ({
  name: tag.name,
  color: tag.color || DEFAULT_TAG_COLOR,
  kanban: Number(tag.kanban) === 1,
});

/** Create or edit a tag: name (spec §5), a colour of the fixed palette, and the kanban switch for managers. */
export function TagDialog({ canManage, ...props }: ResourceDialogProps<Tag> & { canManage: boolean }) {
  const { t } = useTranslation('tags');
  const save = upsert(createTag, updateTag, (values: Values) => ({
    name: values.name.trim(),
    color: values.color,
    ...(canManage ? { kanban: values.kanban ? (1 as const) : (0 as const) } : {}),
  }));
  return (
    <RecordDialog<Values, Tag>
      {...props}
      icon="tag"
      initial={EMPTY}
      fromRecord={fromTag}
      save={save}
      fields={[
        {
          name: 'name',
          label: t('dialog.name'),
          rules: [required(t('validation.required')), minLength(3, t('validation.tooShort')), maxLength(100)],
        },
        {
          kind: 'custom',
          key: 'color',
          render: (form) => (
            <FormGroup label={t('dialog.color')}>
              <ColorPalette
                colors={TAG_PALETTE}
                label={t('dialog.color')}
                className="tg-palette"
                tick={textOn}
                value={form.values.color}
                onChange={(c) => form.setField('color', c)}
              />
            </FormGroup>
          ),
        },
        { kind: 'switch', name: 'kanban', label: t('dialog.kanban'), show: () => canManage },
        {
          kind: 'custom',
          key: 'preview',
          render: (form) => (
            <div className="tg-preview">
              <span className="bp6-text-muted">{t('dialog.preview')}</span>
              <TagChip name={form.values.name.trim() || t('dialog.name')} color={form.values.color} />
            </div>
          ),
        },
      ]}
    />
  );
}
