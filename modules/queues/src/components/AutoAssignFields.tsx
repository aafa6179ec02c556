import { FormGroup, Switch } from '@blueprintjs/core';
import { NumericInput } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { AutoAssign } from '../api';

/**
 * The queue's assignment settings (issue 17): the switch that gives waiting tickets to the queue's online
 * attendants, fewest open tickets first, and how many open tickets each may hold.
 */
export function AutoAssignFields({
  value,
  onChange,
}: {
  value: AutoAssign;
  onChange: (next: AutoAssign) => void;
}) {
  const { t } = useTranslation('queues');
  return (
    <fieldset className="qu-assign" data-testid="queue-auto-assign">
      <legend>{t('assign.title')}</legend>
      <Switch
        checked={value.autoAssign}
        label={t('assign.enabled')}
        data-testid="auto-assign-switch"
        onChange={(e) => onChange({ ...value, autoAssign: e.currentTarget.checked })}
      />
      <FormGroup label={t('assign.capacity')} labelFor="queue-capacity" helperText={t('assign.help')}>
        <NumericInput
          id="queue-capacity"
          name="maxOpenPerUser"
          min={1}
          max={1000}
          clampValueOnBlur
          disabled={!value.autoAssign}
          value={value.maxOpenPerUser}
          onValueChange={(n) => Number.isFinite(n) && onChange({ ...value, maxOpenPerUser: Math.round(n) })}
        />
      </FormGroup>
    </fieldset>
  );
}
