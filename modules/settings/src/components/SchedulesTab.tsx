import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess, useSession, Spinner } from '@balcao/kit';
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
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!company) return;
    getCompany(company.id)
      .then((c) => setSchedules(c.schedules?.length ? c.schedules : defaultSchedules()))
      .catch((error: unknown) => {
        toastError(error);
        setSchedules(defaultSchedules());
      });
  }, [company]);
  if (!schedules || !company) return <Spinner />;

  const update = (index: number, field: 'startTime' | 'endTime', value: string) =>
    setSchedules((list) => list?.map((s, i) => (i === index ? { ...s, [field]: value } : s)) ?? null);
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
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('schedules.weekday')}</th>
            <th>{t('schedules.start')}</th>
            <th>{t('schedules.end')}</th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((s, i) => (
            <tr key={s.weekdayEn}>
              <td style={{ verticalAlign: 'middle' }}>{t(`weekdays.${s.weekdayEn}`)}</td>
              <td>
                <InputGroup
                  type="time"
                  value={s.startTime}
                  onValueChange={(v) => update(i, 'startTime', v)}
                />
              </td>
              <td>
                <InputGroup type="time" value={s.endTime} onValueChange={(v) => update(i, 'endTime', v)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
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
