import { Callout, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ColorPalette,
  formValues,
  maxLength,
  minLength,
  RecordDialog,
  required,
  useLoad,
  type ResourceDialogProps,
} from '@balcao/kit';
import {
  createQueue,
  getAutoAssign,
  listIntegrations,
  putAutoAssign,
  updateQueue,
  type Queue,
  type QueueInput,
  type Schedule,
} from '../api';
import { isTime, PALETTE, weekOf } from '../hours';
import { AutoAssignFields } from './AutoAssignFields';
import { HoursTab } from './HoursTab';
import { OptionsTree } from './OptionsTree';

const EMPTY = {
  name: '',
  color: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue: '',
  /** '' for none */
  integrationId: '',
  schedules: weekOf(undefined),
};
type Values = typeof EMPTY;

const fromQueue = (q: Queue): Values => ({ ...formValues(EMPTY, q), schedules: weekOf(q.schedules) });

type TabId = 'data' | 'hours' | 'options';
/** a failed read leaves the picker empty and the auto-assignment absent */
const quiet = { onError: () => undefined };

/** The queue dialog (spec §2): queue data, service hours when scheduleType is 'queue', and the chatbot options. */
export function QueueDialog({
  showHours,
  ...props
}: ResourceDialogProps<Queue> & {
  showHours: boolean;
}) {
  const { t } = useTranslation('queues');
  const { editing } = props;
  // mounted afresh for each opening (the page renders it only while open)
  const [hoursEdited, setHoursEdited] = useState(false);
  // the queue's integration picker: the company's integrations, none listed without the plan flag
  const integrations = useLoad('integrations', listIntegrations, quiet)[0] ?? [];
  // the queue's auto-assignment: read when editing, absent when the product runs without the plugin
  const [assign, setAssign] = useLoad(editing?.id ?? null, () => getAutoAssign(editing?.id ?? 0), quiet);
  // a phone fits the three tabs only with their short names
  const tabTitle = (id: TabId) => (
    <>
      <span className="qu-tab-long">{t(`tabs.${id}`)}</span>
      <span className="qu-tab-short">{t(`tabsShort.${id}`)}</span>
    </>
  );

  return (
    <RecordDialog<Values, Queue>
      {...props}
      submitTestId="save-queue"
      autoFocus={false}
      savedText={t('saved')}
      initial={EMPTY}
      fromRecord={fromQueue}
      save={async (values, id) => {
        const order = values.orderQueue.trim();
        const input: QueueInput = {
          name: values.name.trim(),
          color: values.color,
          greetingMessage: values.greetingMessage,
          outOfHoursMessage: values.outOfHoursMessage,
          orderQueue: order === '' ? null : Number.parseInt(order, 10) || 0,
          schedules: values.schedules,
          ...(integrations.length || values.integrationId
            ? { integrationId: values.integrationId ? Number(values.integrationId) : null }
            : {}),
        };
        const saved = id ? await updateQueue(id, input) : await createQueue(input);
        if (assign) await putAutoAssign(saved.id, assign);
        return saved;
      }}
      fields={[
        {
          kind: 'tabs',
          id: 'queue-tabs',
          tabs: [
            {
              id: 'data',
              title: tabTitle('data'),
              fields: [
                {
                  kind: 'row',
                  testId: 'queue-data',
                  fields: [
                    {
                      kind: 'row',
                      className: 'qu-form-top',
                      fields: [
                        {
                          name: 'name',
                          label: t('form.name'),
                          rules: [required(), minLength(2), maxLength(50)],
                        },
                        { name: 'orderQueue', label: t('form.orderQueue'), digits: true },
                      ],
                    },
                    {
                      kind: 'custom',
                      name: 'color',
                      rules: [required(), minLength(3), maxLength(9)],
                      render: ({ values, errors, setField }) => (
                        <FormGroup
                          label={t('form.color')}
                          helperText={errors.color}
                          intent={errors.color ? 'danger' : 'none'}
                        >
                          <ColorPalette
                            colors={PALETTE}
                            label={t('form.color')}
                            className="qu-palette"
                            testId="color-palette"
                            value={values.color}
                            onChange={(color) => setField('color', color)}
                          />
                        </FormGroup>
                      ),
                    },
                    { kind: 'textarea', name: 'greetingMessage', label: t('form.greetingMessage') },
                    { kind: 'textarea', name: 'outOfHoursMessage', label: t('form.outOfHoursMessage') },
                    {
                      kind: 'select',
                      name: 'integrationId',
                      id: 'queue-integration',
                      label: t('form.integrationId'),
                      show: (v) => integrations.length > 0 || v.integrationId !== '',
                      options: [
                        { value: '', label: t('form.noIntegration') },
                        ...integrations.map((i) => ({ value: String(i.id), label: i.name })),
                      ],
                    },
                    {
                      kind: 'custom',
                      key: 'assign',
                      render: () => assign && <AutoAssignFields value={assign} onChange={setAssign} />,
                    },
                  ],
                },
              ],
            },
            {
              id: 'hours',
              title: tabTitle('hours'),
              show: () => showHours,
              fields: [
                {
                  kind: 'custom',
                  name: 'schedules',
                  // HoursTab marks the wrong times; this tab is shown when one is
                  rules: [
                    (week) =>
                      (week as Schedule[]).some((d) => !isTime(d.startTime) || !isTime(d.endTime))
                        ? t('kit:validation.invalidTime')
                        : undefined,
                  ],
                  render: ({ values, setField }) => (
                    <HoursTab
                      week={values.schedules}
                      edited={hoursEdited}
                      onChange={(next) => {
                        setField('schedules', next);
                        setHoursEdited(true);
                      }}
                    />
                  ),
                },
              ],
            },
            {
              id: 'options',
              title: tabTitle('options'),
              fields: [
                {
                  kind: 'custom',
                  key: 'options',
                  render: () =>
                    editing ? (
                      <OptionsTree queueId={editing.id} />
                    ) : (
                      <Callout icon="info-sign">{t('options.saveFirst')}</Callout>
                    ),
                },
              ],
            },
          ],
        },
      ]}
    />
  );
}
