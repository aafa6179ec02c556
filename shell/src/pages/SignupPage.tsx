import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  api,
  ApiError,
  email,
  fetchPublicPlans,
  formatMoney,
  maxLength,
  minLength,
  required,
  TextField,
  toastError,
  toastSuccess,
  useForm,
  type Plan,
} from '@balcao/kit';
import { AuthCard } from './AuthCard';
import { AuthFooter, AuthForm } from './AuthForm';
import { fieldProps } from './field-props';

/** Spec §2: plans named Parceiro and Plano 1 are not offered at signup. */
const HIDDEN_PLANS = new Set(['Parceiro', 'Plano 1']);

export function SignupPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [plans, setPlans] = useState<Plan[]>([]);
  useEffect(() => {
    fetchPublicPlans()
      .then((list) => setPlans(list.filter((p) => !HIDDEN_PLANS.has(p.name) && p.enabled !== false)))
      .catch(toastError);
  }, []);

  const form = useForm(
    { name: '', email: '', phone: '', password: '', planId: '' },
    {
      name: [required(), minLength(2), maxLength(50)],
      email: [required(), email()],
      phone: [required()],
      password: [required(), minLength(5), maxLength(50)],
      planId: [required()],
    },
    async (values) => {
      try {
        await api.post('/companies/cadastro', { ...values, planId: Number(values.planId) });
      } catch (error) {
        // Field errors go to the form; anything else gets the spec's signup message.
        throw error instanceof ApiError && error.fields ? error : t('signup.failed');
      }
      toastSuccess(t('signup.created'));
      navigate('/login');
    },
  );

  const field = (name: 'name' | 'email' | 'phone' | 'password', extra: Record<string, unknown> = {}) => (
    <TextField label={t(`signup.${name}`)} {...fieldProps(form, name)} {...extra} />
  );

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <AuthForm form={form} submit={t('signup.submit')}>
        {field('name', { autoFocus: true, leftIcon: 'office' })}
        {field('email', { type: 'email', autoComplete: 'email', leftIcon: 'envelope' })}
        {field('phone', { type: 'tel', placeholder: '(11) 99999-9999', leftIcon: 'phone' })}
        {field('password', { type: 'password', autoComplete: 'new-password', leftIcon: 'lock' })}
        <FormGroup
          label={t('signup.plan')}
          labelFor="field-planId"
          helperText={form.errors.planId}
          intent={form.errors.planId ? 'danger' : 'none'}
        >
          <HTMLSelect
            id="field-planId"
            name="planId"
            fill
            value={form.values.planId}
            onChange={(e) => form.setField('planId', e.target.value)}
          >
            <option value="">{t('signup.choosePlan')}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {t('signup.planOption', {
                  name: plan.name,
                  value: formatMoney(plan.value),
                  users: plan.users ?? 0,
                  connections: plan.connections ?? 0,
                  queues: plan.queues ?? 0,
                })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </AuthForm>
      <AuthFooter text={t('signup.haveAccount')} to="/login" link={t('signup.login')} />
    </AuthCard>
  );
}
