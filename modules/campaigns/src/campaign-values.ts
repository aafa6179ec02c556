import { formValues } from '@balcao/kit';
import { MESSAGE_SLOTS, type Campaign, type CampaignInput } from './api';
import type { MessageField } from './components/MessageTabs';
import { fromLocalInput, toLocalInput } from './status';

/** The campaign dialog's form: ids as the selects' text, the schedule as the datetime-local input's. */
export type CampaignValues = {
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
export const EMPTY = {
  name: '',
  confirmation: false,
  whatsappId: '',
  contactListId: '',
  tagListId: '',
  fileListId: '',
  scheduledAt: '',
  ...Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, ''])),
} as CampaignValues;

export const fromCampaign = (c: Campaign): CampaignValues => ({
  ...formValues(EMPTY, c),
  scheduledAt: toLocalInput(c.scheduledAt),
});

/** the campaign's template (the `campaignTemplate` slot edits it), null for a free-text campaign */
export type TemplateValue = {
  templateName: string;
  templateLanguage: string;
  templateVariables: string[];
} & Pick<Campaign, 'templateHeader' | 'templateButtons'>;
export const templateOf = (c: Campaign): TemplateValue | null =>
  c.templateName && c.templateLanguage
    ? {
        templateName: c.templateName,
        templateLanguage: c.templateLanguage,
        templateVariables: c.templateVariables ?? [],
        templateHeader: c.templateHeader ?? null,
        templateButtons: c.templateButtons ?? null,
      }
    : null;
export const idOrNull = (v: string) => (v ? Number(v) : null);
const textOrNull = (v: string) => (v.trim() ? v : null);

/**
 * What the dialog sends: Whaticket's campaign body, empty fields as null; the server sets the status. A campaign
 * on a connection that takes templates only (`templateOnly`) sends its template and neither confirmation nor
 * files; any other clears the template.
 */
export function toInput(
  v: CampaignValues,
  templateOnly: boolean,
  template: TemplateValue | null,
): CampaignInput {
  const tp = templateOnly ? template : null;
  return {
    name: v.name.trim(),
    confirmation: templateOnly ? false : v.confirmation,
    whatsappId: idOrNull(v.whatsappId),
    contactListId: idOrNull(v.contactListId),
    tagListId: idOrNull(v.tagListId),
    fileListId: templateOnly ? null : idOrNull(v.fileListId),
    scheduledAt: fromLocalInput(v.scheduledAt),
    ...(Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, textOrNull(v[f])])) as Record<
      MessageField,
      string | null
    >),
    // the template's part, all null without one
    templateName: tp?.templateName ?? null,
    templateLanguage: tp?.templateLanguage ?? null,
    templateVariables: tp?.templateVariables ?? null,
    templateHeader: tp?.templateHeader ?? null,
    templateButtons: tp?.templateButtons ?? null,
  };
}
