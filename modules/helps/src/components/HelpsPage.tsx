import { NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useSession, Spinner, useInfiniteList } from '@balcao/kit';
import { fetchHelps, type Help } from '../api';
import { HelpCard } from './HelpCard';
import { HelpsAdmin } from './HelpsAdmin';
import { VideoModal } from './VideoModal';

function VideoGrid() {
  const { t } = useTranslation('helps');
  const { items: helps, loading } = useInfiniteList(fetchHelps);
  const [playing, setPlaying] = useState<Help | null>(null);
  if (loading && helps.length === 0) return <Spinner />;
  if (helps.length === 0)
    return <NonIdealState icon="video" title={t('empty.title')} description={t('empty.description')} />;
  return (
    <>
      <div className="kit-card-grid">
        {helps.map((help) => (
          <HelpCard key={help.id} help={help} onOpen={setPlaying} />
        ))}
      </div>
      <VideoModal help={playing} onClose={() => setPlaying(null)} />
    </>
  );
}

/** /helps: video cards for everyone; super users also get the admin tab. */
export function HelpsPage() {
  const { t } = useTranslation('helps');
  const { isSuper } = useSession();
  return (
    <section className="kit-page">
      <PageHeader title={t('title')} />
      {isSuper ? (
        <Tabs id="helps-tabs" renderActiveTabPanelOnly large>
          <Tab id="videos" title={t('tabs.videos')} panel={<VideoGrid />} />
          <Tab id="admin" title={t('tabs.admin')} panel={<HelpsAdmin />} />
        </Tabs>
      ) : (
        <VideoGrid />
      )}
    </section>
  );
}
