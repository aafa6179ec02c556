import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, toastError, toastSuccess, useLoad, useSession, Spinner } from '@balcao/kit';
import { getCompany, saveSchedules, type Schedule } from '../api';

const WEEKDAYS: [string, string][] = [
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
  ['Domingo', 'sunday'],
];
/** Spec §2 default hours: Mon-Fri 08:00-18:00, Saturday 08:00-12:00, Sunday 00:00-00:00. */
export function defaultSchedules(): Schedule[] {
  return WEEKDAYS.map(([weekday, weekdayEn]) => ({
    weekday,
    weekdayEn,
    startTime: weekdayEn === 'sunday' ? '00:00' : '08:00',
    endTime: weekdayEn === 'sunday' ? '00:00' : weekdayEn === 'saturday' ? '12:00' : '18:00',
  }));
}

/** The company's weekly opening hours (shown when scheduleType is 'company'). */
export function SchedulesTab() {
  const { t } = useTranslation('settings');
  const { company } = useSession();
  // a company without hours yet (or whose hours could not be read) starts from the spec's
  const [schedules, setSchedules] = useLoad(
    company?.id ?? null,
    () => getCompany(company!.id).then((c) => (c.schedules?.length ? c.schedules : defaultSchedules())),
    { fallback: defaultSchedules() },
  );
  const [saving, setSaving] = useState(false);
  if (!schedules || !company) return <Spinner />;

  const update = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setSchedules((list) => list.map((s, i) => (i === index ? { ...s, [field]: value } : s)));
  const submit = async () => {
    setSaving(true);
    try {
      await saveSchedules(company.id, schedules);
      toastSuccess(t('schedules.saved'));
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div style={{ maxWidth: 560 }}>
      <DataTable
        className="kit-table--middle"
        style={{ width: '100%' }}
        rows={schedules.map((s, i) => ({ ...s, i }))}
        rowKey={(s) => s.weekdayEn}
        columns={[
          { key: 'weekday', header: t('schedules.weekday'), render: (s) => t(`weekdays.${s.weekdayEn}`) },
          ...(['startTime', 'endTime'] as const).map((field) => ({
            key: field,
            header: t(field === 'startTime' ? 'schedules.start' : 'schedules.end'),
            render: (s: Schedule & { i: number }) => (
              <InputGroup type="time" value={s[field]} onValueChange={(v) => update(s.i, field, v)} />
            ),
          })),
        ]}
      />
      <div className="kit-form-actions">
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t('kit:common.save')}
          loading={saving}
          onClick={() => void submit()}
        />
      </div>
    </div>
  );
}
