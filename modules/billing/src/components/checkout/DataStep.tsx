import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TextField, type FormErrors } from '@balcao/kit';
import { COUNTRIES, type CheckoutValues } from './checkout-form';

interface Props {
  values: CheckoutValues;
  errors: FormErrors<CheckoutValues>;
  setField: <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => void;
}

/** Step 1, Dados: who pays and where (spec §5's required fields and CEP format). */
export function DataStep({ values, errors, setField }: Props) {
  const { t } = useTranslation('billing');
  return (
    <div className="kit-form-grid">
      <TextField
        label={t('checkout.fields.firstName')}
        name="firstName"
        autoFocus
        value={values.firstName}
        error={errors.firstName}
        onChange={(v) => setField('firstName', v)}
      />
      <TextField
        label={t('checkout.fields.address2')}
        name="address2"
        value={values.address2}
        error={errors.address2}
        onChange={(v) => setField('address2', v)}
      />
      <TextField
        label={t('checkout.fields.city')}
        name="city"
        value={values.city}
        error={errors.city}
        onChange={(v) => setField('city', v)}
      />
      <TextField
        label={t('checkout.fields.state')}
        name="state"
        value={values.state}
        error={errors.state}
        onChange={(v) => setField('state', v)}
      />
      <TextField
        label={t('checkout.fields.zipcode')}
        name="zipcode"
        value={values.zipcode}
        error={errors.zipcode}
        onChange={(v) => setField('zipcode', v)}
      />
      <FormGroup
        label={t('checkout.fields.country')}
        labelFor="field-country"
        helperText={errors.country}
        intent={errors.country ? 'danger' : 'none'}
      >
        <HTMLSelect
          id="field-country"
          name="country"
          fill
          value={values.country}
          onChange={(e) => setField('country', e.target.value as CheckoutValues['country'])}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`checkout.countries.${c}`) }))}
        />
      </FormGroup>
      <Checkbox
        checked={values.useAddressForPaymentDetails}
        label={t('checkout.fields.useAddress')}
        onChange={(e) => setField('useAddressForPaymentDetails', e.currentTarget.checked)}
      />
    </div>
  );
}
