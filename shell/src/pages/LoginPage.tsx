import { Button, Callout } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
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
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          large
          leftIcon="envelope"
          value={form.values.email}
          error={form.errors.email}
          onChange={(v) => form.setField('email', v)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          large
          leftIcon="lock"
          value={form.values.password}
          error={form.errors.password}
          onChange={(v) => form.setField('password', v)}
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          text={t('login.submit')}
          loading={form.submitting}
        />
      </form>
      <p className="auth-card__footer">
        {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
      </p>
    </AuthCard>
  );
}
