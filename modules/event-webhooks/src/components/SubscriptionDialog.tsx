import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  maxLength,
  nonEmpty,
  RecordDialog,
  required,
  upsert,
  useLoad,
  type ResourceDialogProps,
  type Rule,
} from '@balcao/kit';
import {
  createSubscription,
  listEventNames,
  updateSubscription,
  type Subscription,
  type SubscriptionInput,
} from '../api';

const EMPTY: SubscriptionInput = { url: '', description: '', events: [] };

/** Add or change a subscription: its URL, a note, the events it hears. A new one's secret is shown by the page. */
export function SubscriptionDialog(props: ResourceDialogProps<Subscription>) {
  const { t } = useTranslation('event-webhooks');
  // the events a subscription may hear, as the server's catalogue lists them (labels from i18n `events.*`)
  const [names = []] = useLoad('events', () => listEventNames().then((r) => r.events));
  const httpUrl: Rule<SubscriptionInput> = (value) =>
    /^https?:\/\/\S+$/i.test(String(value ?? '').trim()) ? undefined : t('form.invalidUrl');
  return (
    <RecordDialog<SubscriptionInput, Subscription>
      {...props}
      icon="send-to-graph"
      initial={EMPTY}
      save={upsert(createSubscription, updateSubscription, (values: SubscriptionInput) => ({
        ...values,
        url: values.url.trim(),
        description: (values.description ?? '').trim(),
      }))}
      rules={{ events: [nonEmpty(t('form.chooseEvent'))] }}
      fields={[
        { name: 'url', label: t('form.url'), placeholder: 'https://', rules: [required(), httpUrl] },
        { name: 'description', label: t('form.description'), rules: [maxLength(200)] },
        {
          kind: 'custom',
          key: 'events',
          render: (form) => (
            <FormGroup
              label={t('form.events')}
              intent={form.errors.events ? 'danger' : 'none'}
              helperText={form.errors.events}
            >
              <div className="ew-events">
                {names.map((name) => (
                  <Checkbox
                    key={name}
                    label={t(`events.${name}`)}
                    checked={form.values.events.includes(name)}
                    onChange={(e) =>
                      form.setField(
                        'events',
                        e.currentTarget.checked
                          ? [...form.values.events, name]
                          : form.values.events.filter((n) => n !== name),
                      )
                    }
                    data-testid={`event-${name}`}
                  />
                ))}
              </div>
            </FormGroup>
          ),
        },
      ]}
    />
  );
}
