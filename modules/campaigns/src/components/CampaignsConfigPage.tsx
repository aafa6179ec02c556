import { Button, Callout, Card, FormGroup, HTMLTable } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  ConfirmDialog,
  DeleteButton,
  toastError,
  toastSuccess,
  translateFields,
  NumericInput,
  PageHeader,
  SelectField,
  TextField,
  useForm,
} from '@balcao/kit';
import { DEFAULT_SETTINGS, fetchSettings, saveSettings, type CampaignSettings } from '../api';
import { GREATER_INTERVALS, LONGER_INTERVAL_AFTER, MESSAGE_INTERVALS, timeZones } from '../settings-choices';

type NumberKey = 'dailyCap' | 'warmupDays' | 'warmupFirstDayCap' | 'timelockPauseHours' | 'newChatDailyCap';

/** /campaigns-config: spec §2's three intervals and variables, plus Balcão's safe-sending limits. */
export function CampaignsConfigPage() {
  const { t } = useTranslation('campaigns');
  const form = useForm<CampaignSettings>(DEFAULT_SETTINGS, {}, async (values) => {
    await saveSettings(values).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.fields)) throw err;
      // the server's refusals by setting key ('settings.dailyCap' -> 'dailyCap'), shown under their fields
      const fields = Object.entries(translateFields(err.fields)).map(([k, v]) => [
        k.replace(/^settings\./, ''),
        v,
      ]);
      throw new ApiError(err.status, err.code, Object.fromEntries(fields));
    });
    toastSuccess(t('config.saved'));
  });
  const { values: settings, errors, setField: set, setValues } = form;
  const [adding, setAdding] = useState(false);
  const [variable, setVariable] = useState({ key: '', value: '' });
  const [keyError, setKeyError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    fetchSettings().then(setValues).catch(toastError);
  }, [setValues]);

  // spec §2: a variable is added only when its key is not taken
  const addVariable = () => {
    const key = variable.key.trim().replace(/^\{|\}$/g, '');
    if (!key) return;
    if (settings.variables.some((v) => v.key === key)) {
      setKeyError(t('config.duplicateKey'));
      return;
    }
    set('variables', [...settings.variables, { key, value: variable.value }]);
    setVariable({ key: '', value: '' });
  };

  const interval = (
    name: 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval',
    choices: number[],
    counts = name === 'longerIntervalAfter',
  ) => (
    <SelectField
      id={`field-${name}`}
      name={name}
      label={t(`config.${name}`)}
      value={settings[name]}
      onChange={(n) => set(name, Number(n))}
      // the point after which the longer interval applies counts messages; the intervals count seconds
      options={choices.map((n) => ({
        value: n,
        label: n
          ? t(counts ? 'config.messages' : 'config.seconds', { count: n })
          : t(counts ? 'config.notDefined' : 'config.noInterval'),
      }))}
    />
  );

  const count = (name: NumberKey, min: number, help?: string) => (
    <FormGroup
      label={t(`config.${name}`)}
      labelFor={`field-${name}`}
      helperText={errors[name] ? [errors[name], help].filter(Boolean).join(' · ') : help}
      intent={errors[name] ? 'danger' : 'none'}
    >
      <NumericInput
        id={`field-${name}`}
        name={name}
        fill
        intent={errors[name] ? 'danger' : 'none'}
        min={min}
        value={settings[name]}
        onValueChange={(n) => set(name, Number.isFinite(n) ? Math.max(min, Math.round(n)) : min)}
      />
    </FormGroup>
  );
  const time = (name: 'quietHoursStart' | 'quietHoursEnd') => (
    <TextField
      label={t(`config.${name}`)}
      name={name}
      type="time"
      value={settings[name]}
      onChange={(x) => set(name, x)}
    />
  );

  return (
    <div className="cmp-page kit-page cmp-config" data-testid="campaigns-config">
      <PageHeader title={t('config.title')}>
        <Button
          icon="add"
          text={t('config.addVariable')}
          onClick={() => setAdding((a) => !a)}
          data-testid="add-variable"
        />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t('config.save')}
          loading={form.submitting}
          onClick={() => void form.handleSubmit()}
          data-testid="save-settings"
        />
      </PageHeader>
      <Card className="cmp-config__section">
        <h3 className="bp6-heading cmp-section-title">{t('config.intervals')}</h3>
        <div className="cmp-grid cmp-grid--3">
          {interval('messageInterval', MESSAGE_INTERVALS)}
          {interval('longerIntervalAfter', LONGER_INTERVAL_AFTER)}
          {interval('greaterInterval', GREATER_INTERVALS)}
        </div>
        <p className="cmp-muted cmp-help">{t('config.intervalsHelp')}</p>
      </Card>

      <Card className="cmp-config__section">
        <h3 className="bp6-heading cmp-section-title">{t('config.variables')}</h3>
        {adding && (
          <div className="cmp-variable-form" data-testid="variable-form">
            <TextField
              label={t('config.key')}
              name="variableKey"
              leftElement={<span className="cmp-brace">{'{'}</span>}
              rightElement={<span className="cmp-brace">{'}'}</span>}
              error={keyError}
              value={variable.key}
              onChange={(key) => {
                setVariable((v) => ({ ...v, key }));
                setKeyError(undefined);
              }}
            />
            <TextField
              label={t('config.value')}
              name="variableValue"
              value={variable.value}
              onChange={(value) => setVariable((v) => ({ ...v, value }))}
            />
            <div className="cmp-variable-form__buttons">
              <Button text={t('config.close')} onClick={() => setAdding(false)} />
              <Button
                intent="primary"
                text={t('config.add')}
                onClick={addVariable}
                data-testid="variable-add"
              />
            </div>
          </div>
        )}
        {settings.variables.length ? (
          <HTMLTable compact striped className="cmp-variables-table" data-testid="variables-table">
            <thead>
              <tr>
                <th>{t('config.key')}</th>
                <th>{t('config.value')}</th>
                <th aria-label={t('kit:common.actions')} />
              </tr>
            </thead>
            <tbody>
              {settings.variables.map((v) => (
                <tr key={v.key}>
                  <td>
                    <code>{`{${v.key}}`}</code>
                  </td>
                  <td className="cmp-break">{v.value}</td>
                  <td className="cmp-right">
                    <DeleteButton onClick={() => setDeleting(v.key)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <p className="cmp-muted">{t('config.noVariables')}</p>
        )}
      </Card>

      <Card className="cmp-config__section" data-testid="safety-settings">
        <h3 className="bp6-heading cmp-section-title">{t('config.safety')}</h3>
        <Callout icon="shield" className="cmp-help">
          {t('config.safetyHelp')}
        </Callout>
        <div className="cmp-grid cmp-grid--3">
          {count('dailyCap', 1)}
          {time('quietHoursStart')}
          {time('quietHoursEnd')}
          <SelectField
            id="field-timeZone"
            name="timeZone"
            label={t('config.timeZone')}
            value={settings.timeZone}
            onChange={(zone) => set('timeZone', zone)}
            options={timeZones(settings.timeZone).map((z) => ({ value: z, label: z }))}
          />
          {count('warmupDays', 1)}
          {count('warmupFirstDayCap', 1)}
          {count('timelockPauseHours', 1, t('config.timelockPauseHoursHelp'))}
          {count('newChatDailyCap', 0, t('config.newChatDailyCapHelp'))}
          <FormGroup label={t('config.jitter')} labelFor="field-jitter">
            <NumericInput
              id="field-jitter"
              name="jitter"
              fill
              min={0}
              max={50}
              value={Math.round(settings.jitter * 100)}
              onValueChange={(n) =>
                set('jitter', Number.isFinite(n) ? Math.min(50, Math.max(0, n)) / 100 : 0)
              }
            />
          </FormGroup>
        </div>
      </Card>

      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? `{${deleting}}` : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          set(
            'variables',
            settings.variables.filter((v) => v.key !== deleting),
          )
        }
      />
    </div>
  );
}
