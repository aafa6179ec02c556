import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, toastError, toastSuccess, useLoad, useSession, Spinner } from '@balcao/kit';
import { defaultSchedules } from '@balcao/plugin-queues/contracts';
import { getCompany, saveSchedules, type Schedule } from '../api';

/** The company's weekly opening hours (shown when scheduleType is 'company'). */
export function SchedulesTab() {
  const { t } = useTranslation('settings');
  const { company } = useSession();
  // a company without hours yet (or whose hours could not be read) starts from the spec's
  const [schedules, setSchedules] = useLoad(
    company?.id ?? null,
    () => getCompany(company!.id).then((c) => (c.schedules?.length ? c.schedules : defaultSchedules)),
    { fallback: defaultSchedules },
  );
  const [saving, setSaving] = useState(false);
  if (!schedules || !company) return <Spinner />;

  const update = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setSchedules((list) => list.map((s, i) => (i === index ? { ...s, [field]: value } : s)));
  const submit = () => {
    setSaving(true);
    saveSchedules(company.id, schedules)
      .then(() => toastSuccess(t('schedules.saved')), toastError)
      .finally(() => setSaving(false));
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
          onClick={submit}
        />
      </div>
    </div>
  );
}
