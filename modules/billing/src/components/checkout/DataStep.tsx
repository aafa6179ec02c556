import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, type FormState } from '@balcao/kit';
import { COUNTRIES, type CheckoutValues } from './checkout-form';

type Props = Pick<FormState<CheckoutValues>, 'values' | 'errors' | 'setField'>;

const TEXT_FIELDS = ['firstName', 'address2', 'city', 'state', 'zipcode'] as const;

/** Step 1, Dados: who pays and where (spec §5's required fields and CEP format). */
export function DataStep({ values, errors, setField }: Props) {
  const { t } = useTranslation('billing');
  return (
    <div className="kit-form-grid">
      {TEXT_FIELDS.map((name, i) => (
        <TextField
          key={name}
          label={t(`checkout.fields.${name}`)}
          name={name}
          autoFocus={i === 0}
          value={values[name]}
          error={errors[name]}
          onChange={(v) => setField(name, v)}
        />
      ))}
      <SelectField
        id="field-country"
        name="country"
        label={t('checkout.fields.country')}
        error={errors.country}
        value={values.country}
        onChange={(country) => setField('country', country as CheckoutValues['country'])}
        options={COUNTRIES.map((c) => ({ value: c, label: t(`checkout.countries.${c}`) }))}
      />
      <Checkbox
        checked={values.useAddressForPaymentDetails}
        label={t('checkout.fields.useAddress')}
        onChange={(e) => setField('useAddressForPaymentDetails', e.currentTarget.checked)}
      />
    </div>
  );
}
