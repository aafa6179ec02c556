import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TemplateSend } from '@balcao/plugin-whatsapp-cloud/contracts';
import type { Template } from '../api';

/** what is typed for a template's media header and buttons: the header's link (or Meta media id), values by index */
export interface ExtraValues {
  header: string;
  buttons: Record<number, string>;
}

export const noExtras = (): ExtraValues => ({ header: '', buttons: {} });

/** the header's file is there, and every URL button that needs a value has one */
export const extrasComplete = (template: Template, v: ExtraValues): boolean =>
  (!template.header || v.header.trim() !== '') &&
  template.buttons.every((b) => !b.needsValue || (v.buttons[b.index] ?? '').trim() !== '');

/** the send's `header` and `buttons` from what was typed: a link when it looks like one, else Meta's media id */
export function extrasToSend(template: Template, v: ExtraValues): Pick<TemplateSend, 'header' | 'buttons'> {
  const file = v.header.trim();
  const header =
    template.header && file
      ? { type: template.header, ...(/^https?:\/\//i.test(file) ? { link: file } : { id: file }) }
      : undefined;
  const buttons = template.buttons
    .filter((b) => b.type !== 'other' && (v.buttons[b.index] ?? '').trim() !== '')
    .map((b) => ({
      index: b.index,
      type: b.type as 'quick_reply' | 'url',
      value: v.buttons[b.index]!.trim(),
    }));
  return { ...(header ? { header } : {}), ...(buttons.length ? { buttons } : {}) };
}

/** The fields a template asks for beside its body's variables: its media header's file, its buttons' values. */
export function TemplateExtraFields({
  template,
  value,
  onChange,
}: {
  template: Template;
  value: ExtraValues;
  onChange: (v: ExtraValues) => void;
}) {
  const { t } = useTranslation('whatsapp-cloud');
  const setButton = (index: number, text: string) =>
    onChange({ ...value, buttons: { ...value.buttons, [index]: text } });
  return (
    <>
      {template.header && (
        <FormGroup
          label={t(`extras.header.${template.header}`)}
          labelFor="wc-header"
          helperText={t('extras.headerHint')}
        >
          <InputGroup
            id="wc-header"
            value={value.header}
            onValueChange={(header) => onChange({ ...value, header })}
            data-testid="template-header-file"
          />
        </FormGroup>
      )}
      {template.buttons
        .filter((b) => (b.type === 'url' ? b.needsValue : b.type === 'quick_reply'))
        .map((b) => (
          <FormGroup
            key={b.index}
            label={t(`extras.${b.type}`, { text: b.text })}
            labelFor={`wc-button-${b.index}`}
            labelInfo={b.type === 'quick_reply' ? t('extras.optional') : undefined}
            helperText={b.type === 'url' ? b.url : t('extras.quickReplyHint')}
          >
            <InputGroup
              id={`wc-button-${b.index}`}
              value={value.buttons[b.index] ?? ''}
              onValueChange={(text) => setButton(b.index, text)}
              data-testid={`template-button-${b.index}`}
            />
          </FormGroup>
        ))}
    </>
  );
}
