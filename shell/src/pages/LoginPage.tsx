import { Callout } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  $sessionEndReason,
  email,
  formatDate,
  isSubscriptionExpired,
  login,
  required,
  TextField,
  toastWarning,
  useForm,
} from '@balcao/kit';
import { AuthCard } from './AuthCard';
import { AuthFooter, AuthForm } from './AuthForm';
import { fieldProps } from './field-props';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // why the last session ended when the user did not end it (signed in elsewhere, no longer accepted)
  const endReason = useUnit($sessionEndReason);
  const form = useForm(
    { email: '', password: '' },
    { email: [required(), email()], password: [required()] },
    async (values) => {
      const user = await login(values.email.trim(), values.password);
      // Spec §4: login warns when the due date is not in the future. Past the grace days the company's users
      // still enter, but only billing answers them (core's standing, `company.overdue`): they land on it.
      const date = formatDate(user.company?.dueDate);
      if (user.company?.overdue) {
        toastWarning(t('login.overdue', { date }), 5000);
        navigate('/financeiro', { replace: true });
        return;
      }
      if (isSubscriptionExpired(user)) toastWarning(t('login.expired', { date }), 5000);
      navigate('/tickets', { replace: true });
    },
  );
  const field = (name: 'email' | 'password', extra: Record<string, unknown>) => (
    <TextField label={t(`login.${name}`)} large {...fieldProps(form, name)} {...extra} />
  );
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {endReason && (
        <Callout
          intent="warning"
          icon="log-out"
          className="auth-card__notice"
          data-testid="signed-out-notice"
        >
          {t(endReason)}
        </Callout>
      )}
      <AuthForm form={form} submit={t('login.submit')}>
        {field('email', { type: 'email', autoComplete: 'email', autoFocus: true, leftIcon: 'envelope' })}
        {field('password', { type: 'password', autoComplete: 'current-password', leftIcon: 'lock' })}
      </AuthForm>
      <AuthFooter text={t('login.noAccount')} to="/signup" link={t('login.signup')} />
    </AuthCard>
  );
}
