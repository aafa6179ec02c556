import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SlaAttainment } from './SlaAttainment';
import { SlaPoliciesPage } from './SlaPoliciesPage';

/** /sla: the policies, and how well the tickets met them. */
export function SlaPage() {
  const { t } = useTranslation('sla');
  return (
    <section className="kit-page sla-page">
      <Tabs id="sla-tabs" renderActiveTabPanelOnly large>
        <Tab id="policies" title={t('tabs.policies')} panel={<SlaPoliciesPage />} />
        <Tab
          id="attainment"
          title={t('tabs.attainment')}
          panel={<SlaAttainment />}
          data-testid="sla-tab-attainment"
        />
      </Tabs>
    </section>
  );
}
