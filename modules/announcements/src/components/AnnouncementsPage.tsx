import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Ellipsis, FileLink, ResourcePage, useInfiniteList, useNarrow, type Column } from '@balcao/kit';
import { deleteAnnouncement, fetchAnnouncementPage, GLOBAL_EVENT, type Announcement } from '../api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { PriorityTag } from './PriorityTag';
import { useSuperOnly } from './useSuperOnly';

/** Spec §2 Announcements (super only): the searchable infinite list, kept live by company-announcement. */
export function AnnouncementsPage() {
  return useSuperOnly() ? <AnnouncementsList /> : null;
}

function AnnouncementsList() {
  const { t } = useTranslation('announcements');
  const list = useInfiniteList<Announcement>(fetchAnnouncementPage);
  // a phone-wide screen leaves the file column out so status and actions stay in view
  const narrow = useNarrow();

  const allColumns: Column<Announcement>[] = [
    {
      key: 'title',
      header: t('table.title'),
      render: (a) => <Ellipsis text={a.title} className="an-title" />,
    },
    {
      key: 'priority',
      header: t('table.priority'),
      align: 'center',
      width: narrow ? 70 : 110,
      render: (a) => <PriorityTag priority={a.priority} />,
    },
    {
      key: 'media',
      header: t('table.media'),
      width: '22%',
      render: (a) =>
        a.mediaPath ? (
          <FileLink href={a.mediaPath} name={a.mediaName} icon="media" className="an-media" />
        ) : (
          <span className="bp6-text-muted">{t('table.noMedia')}</span>
        ),
    },
    {
      key: 'status',
      header: t('table.status'),
      align: 'center',
      width: narrow ? 70 : 100,
      render: (a) => (
        <Tag minimal intent={a.status ? 'success' : 'none'} data-testid="announcement-status">
          {a.status ? t('status.active') : t('status.inactive')}
        </Tag>
      ),
    },
  ];

  const columns = narrow ? allColumns.filter((c) => c.key !== 'media') : allColumns;

  return (
    <ResourcePage<Announcement>
      title={t('titleCount', { count: list.items.length })}
      prefix="an"
      testId="announcements-page"
      list={list}
      columns={columns}
      // a super user hears every announcement whole, drafts included
      realtime={{ event: GLOBAL_EVENT, global: true }}
      toTop
      add="announcement"
      actionsWidth={narrow ? 80 : 100}
      dialog={(props) => <AnnouncementDialog {...props} />}
      remove={deleteAnnouncement}
      deleteTitle={(a) => a.title}
    />
  );
}
