import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Ellipsis, FileLink, ResourcePage, useSession, type Column } from '@balcao/kit';
import { deleteQuickMessage, fetchQuickMessagePage, type QuickMessage } from '../api';
import { managesQuickMessages, mayEdit } from '../permissions';
import { QuickMessageDialog } from './QuickMessageDialog';

/** Spec §2 Quick messages: the one list (search, infinite scroll), kept live by company-{id}-quickemessage. */
export function QuickMessagesPage() {
  const { t } = useTranslation('quick-messages');
  const { user, isSuper } = useSession();
  const canShare = managesQuickMessages(user, isSuper);

  const columns: Column<QuickMessage>[] = [
    {
      key: 'shortcode',
      header: t('table.shortcode'),
      width: '22%',
      render: (qm) => <code className="qm-shortcode">/{qm.shortcode}</code>,
    },
    {
      key: 'message',
      header: t('table.message'),
      render: (qm) => <Ellipsis text={qm.message} className="qm-message" />,
    },
    {
      key: 'media',
      header: t('table.media'),
      width: '20%',
      render: (qm) =>
        qm.isMedia && qm.mediaPath ? (
          <FileLink href={qm.mediaPath} name={qm.mediaName} icon="paperclip" className="qm-media" />
        ) : null,
    },
    {
      key: 'scope',
      header: <span className="qm-nowrap">{t('table.scope')}</span>,
      align: 'center',
      width: 130,
      render: (qm) => (
        <Tag minimal intent={qm.geral ? 'primary' : 'none'} icon={qm.geral ? 'globe' : 'lock'}>
          {t(qm.geral ? 'scope.geral' : 'scope.private')}
        </Tag>
      ),
    },
  ];

  return (
    <ResourcePage<QuickMessage>
      prefix="qm"
      testId="quick-messages-page"
      fetchPage={fetchQuickMessagePage}
      columns={columns}
      realtime={{ event: 'quickemessage' }}
      toTop
      add="quick-message"
      canEdit={(qm) => mayEdit(qm, user, isSuper)}
      canDelete={(qm) => mayEdit(qm, user, isSuper)}
      dialog={(props) => <QuickMessageDialog {...props} canShare={canShare} />}
      remove={deleteQuickMessage}
      deleteTitle={(qm) => `/${qm.shortcode}`}
    />
  );
}
