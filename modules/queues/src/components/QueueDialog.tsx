import { Callout, DialogBody, FormGroup, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  Dialog,
  SaveFooter,
} from '@balcao/kit';
import {
  createQueue,
  getAutoAssign,
  listIntegrations,
  putAutoAssign,
  toastQueueError,
  updateQueue,
  type AutoAssign,
  type Queue,
  type QueueInput,
  type Schedule,
} from '../api';
import { isTime, weekOf } from '../hours';
import { AutoAssignFields } from './AutoAssignFields';
import { ColorPalette } from './ColorPalette';
import { HoursTab } from './HoursTab';
import { OptionsTree } from './OptionsTree';

interface Values {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  orderQueue: string;
  /** '' for none */
  integrationId: string;
}

const EMPTY: Values = {
  name: '',
  color: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue: '',
  integrationId: '',
};

const fromQueue = (q: Queue): Values => ({
  name: q.name,
  color: q.color,
  greetingMessage: q.greetingMessage ?? '',
  outOfHoursMessage: q.outOfHoursMessage ?? '',
  orderQueue: q.orderQueue === null || q.orderQueue === undefined ? '' : String(q.orderQueue),
  integrationId: q.integrationId ? String(q.integrationId) : '',
});

type TabId = 'data' | 'hours' | 'options';

/** The queue dialog (spec §2): queue data, service hours when scheduleType is 'queue', and the chatbot options. */
export function QueueDialog({
  isOpen,
  editing,
  showHours,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  editing: Queue | null;
  showHours: boolean;
  onClose: () => void;
  onSaved: (queue: Queue) => void;
}) {
  const { t } = useTranslation('queues');
  const [tab, setTab] = useState<TabId>('data');
  // mounted afresh for each opening (the page renders it only while open), so state starts from `editing`
  const [week, setWeek] = useState<Schedule[]>(() => weekOf(editing?.schedules));
  const [hoursEdited, setHoursEdited] = useState(false);
  // the queue's integration picker: the company's integrations, none listed without the plan flag
  const [integrations, setIntegrations] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    let live = true;
    listIntegrations()
      .then((list) => live && setIntegrations(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  // the queue's auto-assignment: read when editing, absent when the product runs without the plugin
  const [assign, setAssign] = useState<AutoAssign | undefined>();
  useEffect(() => {
    if (!editing) return;
    let live = true;
    void getAutoAssign(editing.id).then((found) => live && setAssign(found));
    return () => {
      live = false;
    };
  }, [editing]);
  const form = useForm<Values>(
    editing ? fromQueue(editing) : EMPTY,
    {
      name: [required(), minLength(2), maxLength(50)],
      color: [required(), minLength(3), maxLength(9)],
    },
    async (values) => {
      if (week.some((d) => !isTime(d.startTime) || !isTime(d.endTime))) {
        setTab('hours');
        return;
      }
      const order = values.orderQueue.trim();
      const input: QueueInput = {
        name: values.name.trim(),
        color: values.color,
        greetingMessage: values.greetingMessage,
        outOfHoursMessage: values.outOfHoursMessage,
        orderQueue: order === '' ? null : Number.parseInt(order, 10) || 0,
        schedules: week,
        ...(integrations.length || values.integrationId
          ? { integrationId: values.integrationId ? Number(values.integrationId) : null }
          : {}),
      };
      try {
        const saved = editing ? await updateQueue(editing.id, input) : await createQueue(input);
        if (assign) await putAutoAssign(saved.id, assign);
        toastSuccess(t('saved'));
        onSaved(saved);
        onClose();
      } catch (error) {
        // a validation error goes back to the form (its fields light up); the plugin's own codes (name or
        // colour taken, plan limit) read better translated here
        if (error instanceof ApiError && error.fields) throw error;
        toastQueueError(error);
      }
    },
  );
  // a phone fits the three tabs only with their short names
  const tabTitle = (id: TabId) => (
    <>
      <span className="qu-tab-long">{t(`tabs.${id}`)}</span>
      <span className="qu-tab-short">{t(`tabsShort.${id}`)}</span>
    </>
  );
  const v = form.values;
  const text = (name: keyof Values, multiline = false) => (
    <TextField
      label={t(`form.${name}`)}
      name={name}
      multiline={multiline}
      value={v[name]}
      error={form.errors[name]}
      onChange={(value) => form.setField(name, value)}
    />
  );

  const dataPanel = (
    <div data-testid="queue-data">
      <div className="qu-form-top">
        {text('name')}
        <TextField
          label={t('form.orderQueue')}
          name="orderQueue"
          inputMode="numeric"
          value={v.orderQueue}
          error={form.errors.orderQueue}
          onChange={(value) => form.setField('orderQueue', value.replace(/\D/g, ''))}
        />
      </div>
      <FormGroup
        label={t('form.color')}
        helperText={form.errors.color}
        intent={form.errors.color ? 'danger' : 'none'}
      >
        <ColorPalette value={v.color} onChange={(color) => form.setField('color', color)} />
      </FormGroup>
      {text('greetingMessage', true)}
      {text('outOfHoursMessage', true)}
      {(integrations.length > 0 || v.integrationId !== '') && (
        <FormGroup label={t('form.integrationId')} labelFor="queue-integration">
          <HTMLSelect
            id="queue-integration"
            name="integrationId"
            fill
            value={v.integrationId}
            onChange={(e) => form.setField('integrationId', e.currentTarget.value)}
            options={[
              { value: '', label: t('form.noIntegration') },
              ...integrations.map((i) => ({ value: String(i.id), label: i.name })),
            ]}
          />
        </FormGroup>
      )}
      {assign && <AutoAssignFields value={assign} onChange={setAssign} />}
    </div>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      className="qu-dialog"
    >
      <form noValidate onSubmit={(e) => void form.handleSubmit(e)} data-testid="queue-form">
        <DialogBody>
          <Tabs
            id="queue-tabs"
            selectedTabId={tab}
            onChange={(id) => setTab(id as TabId)}
            renderActiveTabPanelOnly
          >
            <Tab id="data" title={tabTitle('data')} panel={dataPanel} />
            {showHours && (
              <Tab
                id="hours"
                title={tabTitle('hours')}
                panel={
                  <HoursTab
                    week={week}
                    edited={hoursEdited}
                    onChange={(next) => {
                      setWeek(next);
                      setHoursEdited(true);
                    }}
                  />
                }
              />
            )}
            <Tab
              id="options"
              title={tabTitle('options')}
              panel={
                editing ? (
                  <OptionsTree queueId={editing.id} />
                ) : (
                  <Callout icon="info-sign">{t('options.saveFirst')}</Callout>
                )
              }
            />
          </Tabs>
        </DialogBody>
        <SaveFooter onCancel={onClose} submitting={form.submitting} testId="save-queue" />
      </form>
    </Dialog>
  );
}
