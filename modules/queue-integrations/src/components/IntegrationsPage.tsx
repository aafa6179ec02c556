import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, ResourcePage, showToast, useSession, type Column, type PageRequest } from '@balcao/kit';
import { deleteIntegration, fetchIntegrationPage, type Integration } from '../api';
import { IntegrationDialog } from './IntegrationDialog';
import { TypeIcon } from './TypeIcon';

/** Spec §6 / §9: the permission redirect waits 1 s. */
const REDIRECT_MS = 1000;

/** Spec §2 Queue integrations: type icon, id and name (search, infinite scroll); add, edit, delete. */
export function IntegrationsPage() {
  const { t } = useTranslation('queue-integrations');
  const navigate = useNavigate();
  const { plan } = useSession();
  const [denied, setDenied] = useState(plan?.useIntegrations === false);
  // a company without the plan flag is told so and sent home (spec §6), whether the session or the server says it
  const fetchPage = async (request: PageRequest<unknown>) => {
    if (denied) return { items: [], hasMore: false };
    try {
      return await fetchIntegrationPage(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'ERR_NO_PERMISSION')) throw error;
      setDenied(true);
      return { items: [], hasMore: false };
    }
  };
  useEffect(() => {
    if (!denied) return;
    showToast(t('denied'), 'danger');
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate, t]);

  const columns: Column<Integration>[] = [
    {
      key: 'type',
      header: t('table.type'),
      width: 64,
      align: 'center',
      render: (i) => <TypeIcon type={i.type} label={t(`types.${i.type}`)} />,
    },
    { key: 'id', header: t('table.id'), width: 64, render: (i) => i.id },
    { key: 'name', header: t('table.name'), render: (i) => <span className="qi-name">{i.name}</span> },
  ];

  return (
    <ResourcePage<Integration>
      prefix="qi"
      testId="queue-integrations-page"
      fetchPage={fetchPage}
      columns={columns}
      realtime={{ event: 'queueIntegration', record: 'queueIntegration', id: 'integrationId' }}
      add={{ record: 'integration', disabled: denied }}
      dialog={(props) => props.isOpen && <IntegrationDialog {...props} />}
      remove={deleteIntegration}
      deleteTitle={(i) => t('confirmDelete', { name: i.name })}
    />
  );
}
