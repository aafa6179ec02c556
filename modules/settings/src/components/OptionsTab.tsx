import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess, Spinner, IconButton, SelectField } from '@balcao/kit';
import type { SettingDeclaration } from '../api';
import { byPlugin, useLabel } from '../declarations';
import { $registries, $settings, $settingsLoaded, updateSettingFx } from '../model';

const save = (key: string, value: string, message: string) =>
  updateSettingFx({ key, value }).then(() => toastSuccess(message), toastError);

/** A free-text setting, saved on blur; a secret one is masked until shown. */
function TextSetting({
  setting,
  label,
  value,
}: {
  setting: SettingDeclaration;
  label: string;
  value: string;
}) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const { key } = setting;
  return (
    <FormGroup label={label} labelFor={`setting-${key}`}>
      <InputGroup
        id={`setting-${key}`}
        name={key}
        type={setting.secret && !shown ? 'password' : 'text'}
        autoComplete="off"
        maxLength={setting.maxLength ?? undefined}
        value={draft ?? value}
        onValueChange={setDraft}
        onBlur={() => {
          if (draft !== null && draft !== value) void save(key, draft, t('kit:toasts.updated'));
          setDraft(null);
        }}
        rightElement={
          setting.secret ? (
            <IconButton
              icon={shown ? 'eye-off' : 'eye-open'}
              label={t(shown ? 'options.hide' : 'options.show')}
              title={t(shown ? 'options.hide' : 'options.show')}
              onClick={() => setShown((s) => !s)}
            />
          ) : undefined
        }
      />
    </FormGroup>
  );
}

/** A setting with a closed set of values, saved as soon as one is chosen. */
function SelectSetting({ setting, value }: { setting: SettingDeclaration; value: string }) {
  const { t } = useTranslation('settings');
  const label = useLabel();
  const { key, choices } = setting;
  const options = (choices ?? []).map((c) => ({ value: c.value, label: label(c.labels) }));
  return (
    <SelectField
      id={`setting-${key}`}
      name={key}
      label={label(setting.labels)}
      value={value}
      onChange={(chosen) => void save(key, chosen, t('kit:toasts.updated'))}
      // a stored value the declaration no longer offers stays visible rather than silently replaced
      options={
        options.some((o) => o.value === value) ? options : [{ value, label: value || '—' }, ...options]
      }
    />
  );
}

/**
 * Every setting the plugins declared (GET /registries already leaves out what the viewer may not change),
 * ordered by plugin; each change is saved at once and confirmed with a toast (spec §2 Settings page).
 */
export function OptionsTab() {
  const label = useLabel();
  const [settings, loaded, registries] = useUnit([$settings, $settingsLoaded, $registries]);
  if (!loaded || !registries) return <Spinner />;
  return (
    <div className="kit-form-grid" data-testid="settings-options">
      {byPlugin(registries.settings).map((setting) => {
        const value = settings[setting.key] ?? setting.default;
        return setting.choices ? (
          <SelectSetting key={setting.key} setting={setting} value={value} />
        ) : (
          <TextSetting key={setting.key} setting={setting} label={label(setting.labels)} value={value} />
        );
      })}
    </div>
  );
}
