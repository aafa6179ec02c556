import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FileInput, Tag, toastError } from '@balcao/kit';
import type { TemplateSend } from '@balcao/plugin-whatsapp-cloud/contracts';
import { uploadHeaderFile, type Template } from '../api';

/**
 * what is given for a template's media header and buttons: the header's link (or Meta media id) typed, or a file
 * uploaded to the company's store (`headerFile`, which wins), and the buttons' values by index
 */
export interface ExtraValues {
  header: string;
  headerFile?: { id: string; name: string } | null;
  buttons: Record<number, string>;
}

/** what the extra fields edit, and where a change goes */
type ExtrasProps = { value: ExtraValues; onChange: (v: ExtraValues) => void };

export const noExtras = (): ExtraValues => ({ header: '', buttons: {} });

/** the header's file is there, and every URL button that needs a value has one */
export const extrasComplete = (template: Template, v: ExtraValues): boolean =>
  (!template.header || !!v.headerFile || v.header.trim() !== '') &&
  template.buttons.every((b) => !b.needsValue || (v.buttons[b.index] ?? '').trim() !== '');

/**
 * the send's `header` and `buttons` from what was given: an uploaded file by its id, else what was typed, a link
 * when it looks like one, else Meta's media id
 */
export function extrasToSend(template: Template, v: ExtraValues): Pick<TemplateSend, 'header' | 'buttons'> {
  const file = v.header.trim();
  const header = !template.header
    ? undefined
    : v.headerFile
      ? {
          type: template.header,
          mediaId: v.headerFile.id,
          // a document shows its name in the chat; the campaign dialog shows it again on the next edit
          ...(template.header === 'document' && v.headerFile.name ? { filename: v.headerFile.name } : {}),
        }
      : file
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
export function TemplateExtraFields({ template, value, onChange }: ExtrasProps & { template: Template }) {
  const { t } = useTranslation('whatsapp-cloud');
  const setButton = (index: number, text: string) =>
    onChange({ ...value, buttons: { ...value.buttons, [index]: text } });
  return (
    <>
      {template.header && <HeaderFileField kind={template.header} value={value} onChange={onChange} />}
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

/** The media header's file: a link or Meta id typed, or a file from the computer stored at once and shown by name. */
function HeaderFileField({ kind, value, onChange }: ExtrasProps & { kind: NonNullable<Template['header']> }) {
  const { t } = useTranslation('whatsapp-cloud');
  const [uploading, setUploading] = useState(false);
  const upload = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadHeaderFile(kind, file)
      .then((stored) => onChange({ ...value, headerFile: { id: stored.id, name: stored.name } }))
      .catch(toastError)
      .finally(() => setUploading(false));
  };
  return (
    <FormGroup
      label={t(`extras.header.${kind}`)}
      labelFor="wc-header"
      helperText={value.headerFile ? t('extras.headerFileHint') : t('extras.headerHint')}
    >
      {value.headerFile ? (
        <Tag
          large
          icon="paperclip"
          onRemove={() => onChange({ ...value, headerFile: null })}
          data-testid="template-header-stored"
        >
          {value.headerFile.name || t('extras.storedFile')}
        </Tag>
      ) : (
        <div className="wc-header-file">
          <InputGroup
            id="wc-header"
            value={value.header}
            placeholder={t('extras.headerPlaceholder')}
            onValueChange={(header) => onChange({ ...value, header })}
            data-testid="template-header-file"
          />
          <FileInput
            text={t(uploading ? 'extras.uploading' : 'extras.uploadFile')}
            buttonText={t('extras.browse')}
            disabled={uploading}
            inputProps={{ accept: ACCEPT[kind], 'aria-label': t('extras.uploadFile') }}
            onInputChange={(e) => upload(e.currentTarget.files?.[0])}
            data-testid="template-header-upload"
          />
        </div>
      )}
    </FormGroup>
  );
}

/** what the computer's file dialog offers for each kind of header (Meta's accepted types) */
const ACCEPT: Record<NonNullable<Template['header']>, string> = {
  image: 'image/jpeg,image/png',
  video: 'video/mp4,video/3gpp',
  document: '.pdf,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf',
};
