import { Button, Callout, FormGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  minLength,
  RecordDialog,
  required,
  SharedSlots,
  toastError,
  toastSuccess,
  useListsOnOpen,
  useRecordOnOpen,
  type FieldSpec,
  type ResourceDialogProps,
} from '@balcao/kit';
import {
  createCampaign,
  fetchSettings,
  findCampaign,
  listConnections,
  listContactLists,
  listFileLists,
  listTags,
  removeMedia,
  updateCampaign,
  uploadMedia,
  type Campaign,
  type Option,
} from '../api';
import {
  EMPTY,
  fromCampaign,
  idOrNull,
  templateOf,
  toInput,
  type CampaignValues,
  type TemplateValue,
} from '../campaign-values';
import { fromLocalInput, isEditable, maySave, VERBS } from '../status';
import { MessageTabs } from './MessageTabs';

/** spec §2: {nome} {email} {numero} always, then the campaign settings' own variables */
const BUILT_IN = ['nome', 'email', 'numero'];
/**
 * Create, edit or view a campaign (spec §2, §4): read-only unless editable (INATIVA, or PROGRAMADA more than an hour
 * ahead), but a CANCELADA one can still be saved; cancel and restart from here too.
 */
export function CampaignDialog({ isOpen, editing, onClose, onSaved }: ResourceDialogProps<Campaign>) {
  const { t } = useTranslation('campaigns');
  const campaignId = editing?.id ?? null;
  const [template, setTemplate] = useState<TemplateValue | null>(null);
  // the connection takes an approved template only (the whatsapp-cloud module says so through its slot)
  const [templateOnly, setTemplateOnly] = useState(false);
  // read at each opening; the last opening's lists and variables show meanwhile, and stay if a read fails
  const quiet = { onError: () => undefined };
  const [connections, contactLists, tags, files] = useListsOnOpen(
    isOpen,
    () => Promise.all([listConnections(), listContactLists(), listTags(), listFileLists()]),
    [[], [], [], []],
    quiet,
  );
  const variables = useListsOnOpen(
    isOpen,
    () => fetchSettings().then((settings) => [...BUILT_IN, ...settings.variables.map((v) => v.key)]),
    BUILT_IN,
    quiet,
  );
  // the campaign read for this opening (none while it loads)
  const [read, setLoaded] = useRecordOnOpen(isOpen, campaignId || null, (id, signal) =>
    findCampaign(id).then((c) => {
      if (!signal.aborted) setTemplate(templateOf(c));
      return c;
    }),
  );
  const campaign = read ?? null;

  const editable = isEditable(campaign);
  const canSave = maySave(campaign);
  // spec §4: a CANCELADA campaign is read-only but its messages may still be saved
  const messagesLocked = !editable && !canSave;
  // a template campaign is saved once its template is chosen and every {{n}} filled (the server says so too)
  const templateReady =
    !templateOnly || (template !== null && template.templateVariables.every((x) => x.trim() !== ''));

  const verb = campaign && VERBS[campaign.status];
  const act = (run: (id: number) => Promise<unknown>, done: string) => {
    if (!campaign) return;
    run(campaign.id)
      .then(() => findCampaign(campaign.id))
      .then((c) => {
        setLoaded(c);
        onSaved(c);
        toastSuccess(t(done));
      })
      .catch(toastError);
  };
  const picker = (
    name: keyof CampaignValues,
    label: string,
    list: Option[],
    shown = true,
  ): FieldSpec<CampaignValues> => ({
    kind: 'select',
    name,
    label: t(label),
    show: () => shown,
    disabled: !editable,
    options: [
      { value: '', label: t('dialog.none') },
      ...list.map((o) => ({ value: String(o.id), label: o.name })),
    ],
  });

  const fields: FieldSpec<CampaignValues>[] = [
    {
      kind: 'custom',
      key: 'readonly',
      render: () =>
        !editable &&
        campaignId && (
          <Callout intent="warning" icon="lock" className="cmp-readonly" data-testid="campaign-readonly">
            {t('dialog.readonlyNote')}
          </Callout>
        ),
    },
    {
      kind: 'row',
      className: 'cmp-grid cmp-grid--name',
      fields: [
        {
          name: 'name',
          label: t('dialog.name'),
          disabled: !editable,
          rules: [required(), minLength(2), maxLength(50)],
        },
        {
          kind: 'custom',
          key: 'confirmation',
          // a template campaign sends the template alone: no confirmation question
          render: ({ values, setField }) =>
            !templateOnly && (
              <FormGroup label={t('dialog.confirmation')} className="cmp-confirmation">
                <Switch
                  name="confirmation"
                  large
                  disabled={!editable}
                  checked={values.confirmation}
                  label={values.confirmation ? t('dialog.enabled') : t('dialog.disabled')}
                  onChange={(e) => setField('confirmation', e.currentTarget.checked)}
                />
              </FormGroup>
            ),
        },
      ],
    },
    {
      kind: 'row',
      className: 'cmp-grid',
      fields: [
        picker('contactListId', 'dialog.contactList', contactLists),
        picker('tagListId', 'dialog.tagList', tags),
        picker('whatsappId', 'dialog.whatsapp', connections),
        picker('fileListId', 'dialog.fileList', files, !templateOnly),
        { name: 'scheduledAt', label: t('dialog.scheduledAt'), type: 'datetime-local', disabled: !editable },
      ],
    },
    {
      kind: 'custom',
      key: 'template',
      // a provider's template in place of the messages (docs/plugins.md "Shared slots": the Cloud API's)
      render: ({ values }) => (
        <SharedSlots
          name="campaignTemplate"
          connectionId={idOrNull(values.whatsappId)}
          value={template}
          placeholders={variables}
          disabled={messagesLocked}
          onChange={setTemplate}
          onTemplateOnly={setTemplateOnly}
        />
      ),
    },
    {
      kind: 'custom',
      key: 'messages',
      render: ({ values, setField }) =>
        !templateOnly && (
          <MessageTabs
            values={values}
            confirmation={values.confirmation}
            variables={variables}
            disabled={messagesLocked}
            onChange={(field, x) => setField(field, x)}
          />
        ),
    },
  ];

  return (
    <RecordDialog<CampaignValues, Campaign>
      isOpen={isOpen}
      editing={campaign}
      onClose={onClose}
      onSaved={onSaved}
      // the campaign (if any) arrives from the effect's request, always after this
      onOpening={() => {
        setTemplate(null);
        setTemplateOnly(false);
      }}
      title={
        !editable && campaignId ? t('dialog.readonly') : campaignId ? t('dialog.update') : t('dialog.new')
      }
      icon="send-message"
      className="cmp-dialog"
      testId="campaign-form"
      submitTestId="campaign-save"
      readOnly={!canSave}
      footer={{
        text: campaignId ? t('dialog.edit') : t('dialog.add'),
        cancelText: t('dialog.close'),
        // a campaign still loading is not saved over, nor a template campaign before its template is ready
        disabled: !templateReady || (Boolean(campaignId) && !campaign),
        before: verb && (
          <Button
            intent={verb.intent}
            variant="outlined"
            icon={verb.icon}
            text={t(verb.dialogKey)}
            onClick={() => act(verb.run, verb.done)}
          />
        ),
      }}
      initial={EMPTY}
      fromRecord={fromCampaign}
      save={async (values, id, fileChange) => {
        const data = toInput(values, templateOnly, template);
        // a template campaign takes no file: the one it had goes first, or the server refuses the template
        if (templateOnly && id && campaign?.mediaName) await removeMedia(id);
        // a campaign scheduled within the hour is no longer editable, so the file goes in before the schedule
        const first = fileChange && data.scheduledAt ? { ...data, scheduledAt: null } : data;
        return id ? updateCampaign(id, first) : createCampaign(first);
      }}
      afterFile={(saved, values) => {
        const scheduledAt = fromLocalInput(values.scheduledAt);
        return scheduledAt ? updateCampaign(saved.id, { scheduledAt }) : findCampaign(saved.id);
      }}
      // a template campaign has no file: the field goes, and nothing is uploaded
      media={
        templateOnly
          ? undefined
          : {
              upload: uploadMedia,
              remove: removeMedia,
              find: findCampaign,
              label: t('dialog.media'),
              id: 'cmp-file',
              icon: 'paperclip',
              chooseText: t('dialog.attach'),
              browseText: t('dialog.browse'),
              removeLabel: t('dialog.removeMedia'),
              current: (c) => c.mediaName,
              link: (c) => c.mediaPath,
              disabled: !editable,
            }
      }
      fields={templateOnly ? fields : [...fields, { kind: 'media' }]}
    />
  );
}
