import { Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField, useLoad } from '@balcao/kit';
import { listApproved, listConnections, type Template } from '../api';
import type { TemplateSend } from '@balcao/plugin-whatsapp-cloud/contracts';
import { extrasToSend, TemplateExtraFields, type ExtraValues } from './TemplateExtraFields';
import { TemplatePreview } from './TemplatePreview';

/** A campaign's template as the campaign record carries it (plugins/campaigns: templateName...) */
export interface CampaignTemplateValue {
  templateName: string;
  templateLanguage: string;
  /** what fills each {{n}}: a campaign placeholder ({nome}) or fixed text */
  templateVariables: string[];
  /** the media header's file and the buttons' values, when the template has them */
  templateHeader?: TemplateSend['header'] | null;
  templateButtons?: TemplateSend['buttons'] | null;
}

/** the typed header and buttons of a campaign's template, as the extra fields edit them */
const extrasOf = (v: CampaignTemplateValue): ExtraValues => ({
  header: v.templateHeader?.link ?? v.templateHeader?.id ?? '',
  headerFile: v.templateHeader?.mediaId
    ? { id: v.templateHeader.mediaId, name: v.templateHeader.filename ?? '' }
    : null,
  buttons: Object.fromEntries((v.templateButtons ?? []).map((b) => [b.index, b.value])),
});

interface CampaignTemplateProps {
  /** the connection chosen in the dialog; null: the company's default one */
  connectionId: number | null;
  value: CampaignTemplateValue | null;
  /** the campaign's placeholders without braces: nome, email, numero, then the settings' own */
  placeholders: string[];
  disabled?: boolean;
  onChange: (value: CampaignTemplateValue | null) => void;
  /** tells the dialog the connection takes a template only (a Cloud one): it hides free text and files */
  onTemplateOnly: (only: boolean) => void;
}

const FIXED = '';
const keyOf = (v: string, placeholders: string[]) => {
  const m = /^\{([^{}\s]+)\}$/.exec(v);
  return m && placeholders.includes(m[1]!) ? m[1]! : FIXED;
};
const idOf = (t: Pick<Template, 'name' | 'language'>) => `${t.name}|${t.language}`;

/**
 * The campaign dialog's `campaignTemplate` slot: on a Cloud API connection, the approved template the campaign
 * sends, each {{n}} mapped to a contact's field or fixed text, and its preview. On another connection it draws
 * nothing and tells the dialog free text goes.
 */
export function CampaignTemplate({
  connectionId,
  value,
  placeholders,
  disabled = false,
  onChange,
  onTemplateOnly,
}: CampaignTemplateProps) {
  const { t } = useTranslation('whatsapp-cloud');
  // the Cloud connection the campaign sends through, once known (undefined: another provider)
  const [cloud] = useLoad(
    String(connectionId),
    (signal) =>
      listConnections().then((all) => {
        const conn = connectionId ? all.find((c) => c.id === connectionId) : all.find((c) => c.isDefault);
        const id = conn?.provider === 'cloud' ? conn.id : undefined;
        if (!signal.aborted) onTemplateOnly(id !== undefined);
        return { id };
      }),
    { onError: () => undefined },
  );
  const cloudId = cloud?.id;
  // the approved templates of that connection: another connection's never show, even for a moment
  const [templates] = useLoad(cloudId ?? null, (signal) => listApproved(cloudId!, signal));

  if (cloudId === undefined) return null;
  const saved = value && idOf({ name: value.templateName, language: value.templateLanguage });
  const chosen = saved ? templates?.find((tp) => idOf(tp) === saved) : undefined;

  const choose = (id: string) => {
    const tp = templates?.find((x) => idOf(x) === id);
    if (!tp) return onChange(null);
    // {{1}} is most often the customer's name
    const fill = Array.from({ length: tp.variables }, (_, i) =>
      i === 0 && placeholders.includes('nome') ? '{nome}' : '',
    );
    onChange({
      templateName: tp.name,
      templateLanguage: tp.language,
      templateVariables: fill,
      templateHeader: null,
      templateButtons: null,
    });
  };
  const setExtras = (tp: Template, extras: ExtraValues) => {
    if (!value) return;
    const { header, buttons } = extrasToSend(tp, extras);
    onChange({ ...value, templateHeader: header ?? null, templateButtons: buttons ?? null });
  };
  const setVariable = (i: number, v: string) =>
    value &&
    onChange({ ...value, templateVariables: value.templateVariables.map((old, j) => (j === i ? v : old)) });

  return (
    <div className="wc-campaign" data-testid="campaign-template">
      <Callout icon="info-sign" intent="primary" className="wc-campaign-note">
        {t('campaign.note')}
      </Callout>
      {templates?.length === 0 && (
        <Callout icon="warning-sign" intent="warning" className="wc-campaign-note">
          {t('picker.none')}. {t('picker.noneHint')}
        </Callout>
      )}
      <SelectField
        id="field-templateName"
        name="templateName"
        label={t('campaign.template')}
        disabled={disabled || !templates}
        value={saved ?? ''}
        emptyText={t('campaign.choose')}
        onChange={choose}
        options={[
          // the saved one is no longer approved (or not synced): shown, so the dialog does not lie
          ...(value && saved && !chosen && templates
            ? [
                {
                  value: saved,
                  label: t('campaign.unavailable', {
                    name: value.templateName,
                    language: value.templateLanguage,
                  }),
                },
              ]
            : []),
          ...(templates ?? []).map((tp) => ({ value: idOf(tp), label: `${tp.name} (${tp.language})` })),
        ]}
      />
      {chosen && value && (
        <div className="wc-campaign-grid">
          <div className="wc-campaign-vars">
            {value.templateVariables.map((v, i) => {
              const key = keyOf(v, placeholders);
              return (
                <FormGroup key={i} label={t('picker.variable', { n: i + 1 })} labelFor={`wc-cvar-${i}`}>
                  <div className="wc-campaign-var">
                    <HTMLSelect
                      id={`wc-cvar-${i}`}
                      aria-label={t('picker.variable', { n: i + 1 })}
                      disabled={disabled}
                      value={key}
                      onChange={(e) =>
                        setVariable(i, e.currentTarget.value ? `{${e.currentTarget.value}}` : '')
                      }
                      data-testid={`campaign-variable-${i + 1}`}
                    >
                      {placeholders.map((p) => (
                        <option key={p} value={p}>
                          {t(`campaign.field.${p}`, { defaultValue: `{${p}}` })}
                        </option>
                      ))}
                      <option value={FIXED}>{t('campaign.fixed')}</option>
                    </HTMLSelect>
                    {key === FIXED && (
                      <InputGroup
                        fill
                        disabled={disabled}
                        aria-label={t('campaign.fixedText', { n: i + 1 })}
                        placeholder={t('campaign.fixedText', { n: i + 1 })}
                        value={v}
                        onValueChange={(x) => setVariable(i, x)}
                        data-testid={`campaign-fixed-${i + 1}`}
                      />
                    )}
                  </div>
                </FormGroup>
              );
            })}
            <TemplateExtraFields
              template={chosen}
              value={extrasOf(value)}
              onChange={(extras) => setExtras(chosen, extras)}
            />
          </div>
          <div>
            <div className="wc-muted wc-campaign-preview-label">{t('campaign.preview')}</div>
            <TemplatePreview template={chosen} variables={value.templateVariables} />
          </div>
        </div>
      )}
    </div>
  );
}
