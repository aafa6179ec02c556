import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast, useSession } from '@balcao/kit';

/** Spec §9: the permission redirect waits 1 s. */
export const PERMISSION_REDIRECT_MS = 1000;

/**
 * Spec §6: the announcements page is the super user's; anyone else gets the error toast and goes to / after
 * 1 s. Answers whether the page may render.
 */
export function useSuperOnly(): boolean {
  const { t } = useTranslation('announcements');
  const { isSuper, user } = useSession();
  const navigate = useNavigate();
  const refused = Boolean(user) && !isSuper;
  useEffect(() => {
    if (!refused) return;
    showToast(t('noPermission'), 'danger');
    const timer = setTimeout(() => navigate('/'), PERMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [refused, navigate, t]);
  return Boolean(user) && isSuper;
}
