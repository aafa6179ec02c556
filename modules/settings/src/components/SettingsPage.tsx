import { Tab, Tabs } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, RemoteSlot, useCompanyEvent, useSession, type Setting } from '@balcao/kit';
import { $settings, settingChangedRemotely, settingsRequested } from '../model';
import { CompaniesTab } from './CompaniesTab';
import { OptionsTab } from './OptionsTab';
import { PlansTab } from './PlansTab';
import { SchedulesTab } from './SchedulesTab';

/** /settings: Options; Schedules when scheduleType is company; Companies, Plans, Helps for super (spec §2). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { isSuper } = useSession();
  const settings = useUnit($settings);
  const [tab, setTab] = useState<string>('options');
  useEffect(() => settingsRequested(), []);
  useCompanyEvent<{ action: string; setting?: Setting }>('settings', (payload) => {
    if (payload.setting) settingChangedRemotely(payload.setting);
  });
  const showSchedules = settings.scheduleType === 'company';
  const active = tab === 'schedules' && !showSchedules ? 'options' : tab;
  return (
    <section className="kit-page">
      <PageHeader title={t('title')} />
      <Tabs
        id="settings-tabs"
        selectedTabId={active}
        onChange={(id) => setTab(String(id))}
        renderActiveTabPanelOnly
        large
      >
        <Tab id="options" title={t('tabs.options')} panel={<OptionsTab />} />
        {showSchedules && <Tab id="schedules" title={t('tabs.schedules')} panel={<SchedulesTab />} />}
        {isSuper && <Tab id="companies" title={t('tabs.companies')} panel={<CompaniesTab />} />}
        {isSuper && <Tab id="plans" title={t('tabs.plans')} panel={<PlansTab />} />}
        {isSuper && (
          <Tab id="helps" title={t('tabs.helps')} panel={<RemoteSlot module="helps" slot="admin" />} />
        )}
      </Tabs>
    </section>
  );
}
