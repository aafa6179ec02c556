import { FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess, useSession } from '@balcao/kit';
import { $settings, $settingsLoaded, updateSettingFx } from '../model';

const ENABLED = ['enabled', 'disabled'];
/** Spec §2 settings keys with their choices; the text keys are integration credentials. */
const SELECTS: { key: string; options: string[]; superOnly?: boolean }[] = [
  { key: 'userRating', options: ENABLED },
  { key: 'scheduleType', options: ['disabled', 'queue', 'company'] },
  { key: 'call', options: ENABLED },
  { key: 'CheckMsgIsGroup', options: ENABLED },
  { key: 'sendGreetingAccepted', options: ENABLED },
  { key: 'sendMsgTransfTicket', options: ENABLED },
  { key: 'chatBotType', options: ['text'] },
  { key: 'userCreation', options: ENABLED, superOnly: true },
  { key: 'campaignsEnabled', options: ['true', 'false'] },
];
const TEXTS = ['ipixc', 'tokenixc', 'ipmkauth', 'clientidmkauth', 'clientsecretmkauth', 'asaas'];

async function save(key: string, value: string, message: string) {
  try {
    await updateSettingFx({ key, value });
    toastSuccess(message);
  } catch (error) {
    toastError(error);
  }
}

function TextSetting({ name, value }: { name: string; value: string }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <FormGroup label={t(`options.${name}`)} labelFor={`setting-${name}`}>
      <InputGroup
        id={`setting-${name}`}
        name={name}
        value={draft ?? value}
        onValueChange={setDraft}
        onBlur={() => {
          if (draft !== null && draft !== value) void save(name, draft, t('kit:toasts.updated'));
          setDraft(null);
        }}
      />
    </FormGroup>
  );
}

/** Each change is saved at once and confirmed with a toast (spec §2 Settings page). */
export function OptionsTab() {
  const { t } = useTranslation('settings');
  const { isSuper } = useSession();
  const [settings, loaded] = useUnit([$settings, $settingsLoaded]);
  if (!loaded) return <Spinner />;
  return (
    <div className="kit-form-grid" data-testid="settings-options">
      {SELECTS.filter((s) => !s.superOnly || isSuper).map(({ key, options }) => (
        <FormGroup key={key} label={t(`options.${key}`)} labelFor={`setting-${key}`}>
          <HTMLSelect
            id={`setting-${key}`}
            name={key}
            fill
            value={settings[key] ?? ''}
            onChange={(e) => void save(key, e.target.value, t('kit:toasts.updated'))}
          >
            {settings[key] === undefined && <option value="">—</option>}
            {options.map((o) => (
              <option key={o} value={o}>
                {t(`values.${o}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ))}
      {TEXTS.map((key) => (
        <TextSetting key={key} name={key} value={settings[key] ?? ''} />
      ))}
    </div>
  );
}
