import { Callout, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '../api';
import { isTime, maskTime } from '../hours';

/** One row per weekday with start and end times (spec §2 queue dialog, service hours tab). */
export function HoursTab({
  week,
  edited,
  onChange,
}: {
  week: Schedule[];
  edited: boolean;
  onChange: (week: Schedule[]) => void;
}) {
  const { t } = useTranslation('queues');
  const set = (index: number, field: 'startTime' | 'endTime', value: string) =>
    onChange(week.map((day, i) => (i === index ? { ...day, [field]: maskTime(value) } : day)));
  return (
    <div data-testid="hours-tab">
      {edited && (
        <Callout intent="primary" icon="info-sign" className="qu-hours-note" data-testid="hours-note">
          {t('hours.clickSave')}
        </Callout>
      )}
      <div className="qu-hours">
        <span className="qu-hours__head">{t('hours.weekday')}</span>
        <span className="qu-hours__head">{t('hours.start')}</span>
        <span className="qu-hours__head">{t('hours.end')}</span>
        {week.map((day, index) => (
          <div className="qu-hours__row" key={day.weekdayEn} data-weekday={day.weekdayEn}>
            <span className="qu-hours__day">{t(`weekdays.${day.weekdayEn}`)}</span>
            {(['startTime', 'endTime'] as const).map((field) => (
              <InputGroup
                key={field}
                name={`${day.weekdayEn}-${field}`}
                aria-label={`${t(`weekdays.${day.weekdayEn}`)} ${t(field === 'startTime' ? 'hours.start' : 'hours.end')}`}
                inputMode="numeric"
                placeholder="HH:MM"
                maxLength={5}
                value={day[field]}
                intent={isTime(day[field]) ? 'none' : 'danger'}
                onValueChange={(value) => set(index, field, value)}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
