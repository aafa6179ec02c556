import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Icon,
  InputGroup,
  Switch,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TextField,
  maxLength,
  minLength,
  required,
  toastError,
  toastSuccess,
  useForm,
  Dialog,
  FileInput,
  IconButton,
  SharedSlots,
} from '@balcao/kit';
import {
  MESSAGE_SLOTS,
  cancelCampaign,
  createCampaign,
  fetchSettings,
  findCampaign,
  listConnections,
  listContactLists,
  listFileLists,
  listTags,
  removeMedia,
  restartCampaign,
  updateCampaign,
  uploadMedia,
  type Campaign,
  type CampaignInput,
  type Option,
} from '../api';
import { fromLocalInput, isEditable, maySave, toLocalInput } from '../status';
import { MessageTabs, type MessageField } from './MessageTabs';

type Values = {
  name: string;
  confirmation: boolean;
  whatsappId: string;
  contactListId: string;
  tagListId: string;
  fileListId: string;
  scheduledAt: string;
} & Record<MessageField, string>;

const MESSAGE_FIELDS = MESSAGE_SLOTS.flatMap(
  (n) => [`message${n}`, `confirmationMessage${n}`] as MessageField[],
);
const EMPTY = {
  name: '',
  confirmation: false,
  whatsappId: '',
  contactListId: '',
  tagListId: '',
  fileListId: '',
  scheduledAt: '',
  ...Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, ''])),
} as Values;
/** spec §2: {nome} {email} {numero} always, then the campaign settings' own variables */
const BUILT_IN = ['nome', 'email', 'numero'];

const fromCampaign = (c: Campaign): Values => ({
  name: c.name ?? '',
  confirmation: Boolean(c.confirmation),
  whatsappId: c.whatsappId ? String(c.whatsappId) : '',
  contactListId: c.contactListId ? String(c.contactListId) : '',
  tagListId: c.tagListId ? String(c.tagListId) : '',
  fileListId: c.fileListId ? String(c.fileListId) : '',
  scheduledAt: toLocalInput(c.scheduledAt),
  ...(Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, c[f] ?? ''])) as Record<MessageField, string>),
});
/** the campaign's template (the `campaignTemplate` slot edits it), null for a free-text campaign */
type TemplateValue = {
  templateName: string;
  templateLanguage: string;
  templateVariables: string[];
  templateHeader?: Campaign['templateHeader'];
  templateButtons?: Campaign['templateButtons'];
};
const templateOf = (c: Campaign): TemplateValue | null =>
  c.templateName && c.templateLanguage
    ? {
        templateName: c.templateName,
        templateLanguage: c.templateLanguage,
        templateVariables: c.templateVariables ?? [],
        templateHeader: c.templateHeader ?? null,
        templateButtons: c.templateButtons ?? null,
      }
    : null;
const idOrNull = (v: string) => (v ? Number(v) : null);
const textOrNull = (v: string) => (v.trim() ? v : null);

/**
 * What the dialog sends: Whaticket's campaign body, empty fields as null; the server sets the status. A campaign
 * on a connection that takes templates only (`templateOnly`) sends its template and neither confirmation nor
 * files; any other clears the template.
 */
function toInput(v: Values, templateOnly: boolean, template: TemplateValue | null): CampaignInput {
  if (templateOnly)
    return {
      ...toInput(v, false, null),
      confirmation: false,
      fileListId: null,
      templateName: template?.templateName ?? null,
      templateLanguage: template?.templateLanguage ?? null,
      templateVariables: template?.templateVariables ?? null,
      templateHeader: template?.templateHeader ?? null,
      templateButtons: template?.templateButtons ?? null,
    };
  return {
    templateName: null,
    templateLanguage: null,
    templateVariables: null,
    templateHeader: null,
    templateButtons: null,
    name: v.name.trim(),
    confirmation: v.confirmation,
    whatsappId: idOrNull(v.whatsappId),
    contactListId: idOrNull(v.contactListId),
    tagListId: idOrNull(v.tagListId),
    fileListId: idOrNull(v.fileListId),
    scheduledAt: fromLocalInput(v.scheduledAt),
    ...(Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, textOrNull(v[f])])) as Record<
      MessageField,
      string | null
    >),
  };
}

function Picker({
  label,
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: Option[];
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <FormGroup label={label} labelFor={`field-${name}`}>
      <HTMLSelect
        id={`field-${name}`}
        name={name}
        fill
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{t('dialog.none')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/**
 * Create, edit or view a campaign (spec §2, §4): read-only unless editable (INATIVA, or PROGRAMADA more than an hour
 * ahead), but a CANCELADA one can still be saved; cancel and restart from here too.
 */
export function CampaignDialog({
  isOpen,
  campaignId,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  campaignId: number | null;
  onClose: () => void;
  onSaved: (c: Campaign) => void;
}) {
  const { t } = useTranslation('campaigns');
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [options, setOptions] = useState<Record<'connections' | 'lists' | 'tags' | 'files', Option[]>>({
    connections: [],
    lists: [],
    tags: [],
    files: [],
  });
  const [variables, setVariables] = useState<string[]>(BUILT_IN);
  const [file, setFile] = useState<File | null>(null);
  const [dropMedia, setDropMedia] = useState(false);
  const [template, setTemplate] = useState<TemplateValue | null>(null);
  // the connection takes an approved template only (the whatsapp-cloud module says so through its slot)
  const [templateOnly, setTemplateOnly] = useState(false);
  const created = useRef<number | null>(null);

  const form = useForm<Values>(
    EMPTY,
    {
      name: [required(), minLength(2), maxLength(50)],
    },
    async (values) => {
      const data = toInput(values, templateOnly, template);
      const id = campaignId ?? created.current;
      // a template campaign takes no file: the one it had goes first, or the server refuses the template
      if (templateOnly && id && campaign?.mediaName) await removeMedia(id);
      const mediaChange = !templateOnly && (Boolean(file) || (dropMedia && Boolean(campaign?.mediaName)));
      // a campaign scheduled within the hour is no longer editable, so the file goes in before the schedule
      const first = mediaChange && data.scheduledAt ? { ...data, scheduledAt: null } : data;
      // a retry after a failed upload updates the campaign the first try made, never a second one
      let saved = id ? await updateCampaign(id, first) : await createCampaign(first);
      created.current = saved.id;
      if (file && mediaChange) await uploadMedia(saved.id, file);
      else if (mediaChange) await removeMedia(saved.id);
      if (first !== data) saved = await updateCampaign(saved.id, { scheduledAt: data.scheduledAt });
      else if (mediaChange) saved = await findCampaign(saved.id);
      onSaved(saved);
      toastSuccess(t('kit:toasts.saved'));
      onClose();
    },
  );
  const { setValues, setField } = form;

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    void Promise.all([listConnections(), listContactLists(), listTags(), listFileLists()]).then(
      ([connections, lists, tags, files]) => live && setOptions({ connections, lists, tags, files }),
    );
    fetchSettings()
      .then((s) => live && setVariables([...BUILT_IN, ...s.variables.map((v) => v.key)]))
      .catch(() => undefined);
    if (campaignId)
      findCampaign(campaignId)
        .then((c) => {
          if (!live) return;
          setCampaign(c);
          setValues(fromCampaign(c));
          setTemplate(templateOf(c));
        })
        .catch(toastError);
    return () => {
      live = false;
    };
  }, [isOpen, campaignId, setValues]);

  const editable = isEditable(campaign);
  const canSave = maySave(campaign);
  // spec §4: a CANCELADA campaign is read-only but its messages may still be saved
  const messagesLocked = !editable && !canSave;
  const currentMedia = !dropMedia && campaign?.mediaName ? campaign.mediaName : null;
  // a template campaign is saved once its template is chosen and every {{n}} filled (the server says so too)
  const templateReady =
    !templateOnly || (template !== null && template.templateVariables.every((x) => x.trim() !== ''));

  const act = (run: (id: number) => Promise<unknown>, done: string) => {
    if (!campaign) return;
    run(campaign.id)
      .then(() => findCampaign(campaign.id))
      .then((c) => {
        setCampaign(c);
        onSaved(c);
        toastSuccess(t(done));
      })
      .catch(toastError);
  };

  const title =
    !editable && campaignId ? t('dialog.readonly') : campaignId ? t('dialog.update') : t('dialog.new');
  const v = form.values;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        created.current = null;
        // the campaign (if any) arrives from the effect's request, always after this
        setCampaign(null);
        setValues(EMPTY);
        setFile(null);
        setDropMedia(false);
        setTemplate(null);
        setTemplateOnly(false);
      }}
      title={title}
      icon="send-message"
      className="cmp-dialog"
    >
      <form onSubmit={(e) => void form.handleSubmit(e)} data-testid="campaign-form" noValidate>
        <DialogBody>
          {!editable && campaignId && (
            <Callout intent="warning" icon="lock" className="cmp-readonly" data-testid="campaign-readonly">
              {t('dialog.readonlyNote')}
            </Callout>
          )}
          <div className="cmp-grid cmp-grid--name">
            <TextField
              label={t('dialog.name')}
              name="name"
              autoFocus
              disabled={!editable}
              value={v.name}
              error={form.errors.name}
              onChange={(x) => setField('name', x)}
            />
            {/* a template campaign sends the template alone: no confirmation question */}
            {!templateOnly && (
              <FormGroup label={t('dialog.confirmation')} className="cmp-confirmation">
                <Switch
                  name="confirmation"
                  large
                  disabled={!editable}
                  checked={v.confirmation}
                  label={v.confirmation ? t('dialog.enabled') : t('dialog.disabled')}
                  onChange={(e) => setField('confirmation', e.currentTarget.checked)}
                />
              </FormGroup>
            )}
          </div>
          <div className="cmp-grid">
            <Picker
              label={t('dialog.contactList')}
              name="contactListId"
              value={v.contactListId}
              options={options.lists}
              disabled={!editable}
              onChange={(x) => setField('contactListId', x)}
            />
            <Picker
              label={t('dialog.tagList')}
              name="tagListId"
              value={v.tagListId}
              options={options.tags}
              disabled={!editable}
              onChange={(x) => setField('tagListId', x)}
            />
            <Picker
              label={t('dialog.whatsapp')}
              name="whatsappId"
              value={v.whatsappId}
              options={options.connections}
              disabled={!editable}
              onChange={(x) => setField('whatsappId', x)}
            />
            {!templateOnly && (
              <Picker
                label={t('dialog.fileList')}
                name="fileListId"
                value={v.fileListId}
                options={options.files}
                disabled={!editable}
                onChange={(x) => setField('fileListId', x)}
              />
            )}
            <FormGroup label={t('dialog.scheduledAt')} labelFor="field-scheduledAt">
              <InputGroup
                id="field-scheduledAt"
                name="scheduledAt"
                type="datetime-local"
                fill
                disabled={!editable}
                value={v.scheduledAt}
                onValueChange={(x) => setField('scheduledAt', x)}
              />
            </FormGroup>
          </div>
          {/* a provider's template in place of the messages (docs/plugins.md "Shared slots": the Cloud API's) */}
          <SharedSlots
            name="campaignTemplate"
            connectionId={idOrNull(v.whatsappId)}
            value={template}
            placeholders={variables}
            disabled={messagesLocked}
            onChange={setTemplate}
            onTemplateOnly={setTemplateOnly}
          />
          {!templateOnly && (
            <MessageTabs
              values={v}
              confirmation={v.confirmation}
              variables={variables}
              disabled={messagesLocked}
              onChange={(field, x) => setField(field, x)}
            />
          )}
          {!templateOnly && (
            <FormGroup label={t('dialog.media')} labelFor="cmp-file" className="cmp-media">
              {currentMedia && !file ? (
                <div className="cmp-media-row">
                  <Icon icon="paperclip" />
                  {campaign?.mediaPath ? (
                    <a href={campaign.mediaPath} target="_blank" rel="noreferrer" className="kit-ellipsis">
                      {currentMedia}
                    </a>
                  ) : (
                    <span className="kit-ellipsis">{currentMedia}</span>
                  )}
                  {editable && (
                    <IconButton
                      intent="danger"
                      icon="trash"
                      label={t('dialog.removeMedia')}
                      onClick={() => setDropMedia(true)}
                    />
                  )}
                </div>
              ) : (
                <div className="cmp-media-row">
                  <FileInput
                    fill
                    disabled={!editable}
                    inputProps={{ id: 'cmp-file', name: 'file', 'aria-label': t('dialog.attach') }}
                    text={file ? file.name : t('dialog.attach')}
                    buttonText={t('dialog.browse')}
                    hasSelection={Boolean(file)}
                    onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                  />
                  {file && (
                    <IconButton icon="cross" label={t('dialog.removeMedia')} onClick={() => setFile(null)} />
                  )}
                </div>
              )}
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {campaign?.status === 'EM_ANDAMENTO' && (
                <Button
                  intent="warning"
                  variant="outlined"
                  icon="pause"
                  text={t('dialog.cancel')}
                  onClick={() => act(cancelCampaign, 'canceled')}
                />
              )}
              {campaign?.status === 'CANCELADA' && (
                <Button
                  intent="success"
                  variant="outlined"
                  icon="play"
                  text={t('dialog.restart')}
                  onClick={() => act(restartCampaign, 'restarted')}
                />
              )}
              <Button text={t('dialog.close')} onClick={onClose} />
              {canSave && (
                <Button
                  type="submit"
                  intent="primary"
                  icon="floppy-disk"
                  text={campaignId ? t('dialog.edit') : t('dialog.add')}
                  loading={form.submitting}
                  disabled={!templateReady}
                  data-testid="campaign-save"
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
