import { Button, NonIdealState } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@balcao/kit';
import { $manifestLoaded } from '../remotes/manifest';

/** A private path no installed module owns (yet). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const ready = useUnit($manifestLoaded);
  if (!ready) return <Loading />;
  return (
    <NonIdealState
      className="not-found"
      icon="path-search"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<Button icon="home" text={t('notFound.home')} onClick={() => navigate('/')} />}
    />
  );
}
