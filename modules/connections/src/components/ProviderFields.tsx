import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProviderField } from '../api';

type Lang = 'pt' | 'en' | 'es';

/** `{apiUrl}` and `{id}` in a field's hint: the webhook URL a provider's console asks for */
function fillHint(hint: string, id: number | null, pending: string): string {
  return hint
    .replaceAll('{apiUrl}', window.location.origin)
    .replaceAll('{id}', id === null ? pending : String(id));
}

/**
 * The fields the chosen provider declared (a token, an id, a secret), under the provider choice. A secret shows
 * masked as the server sent it; left so, it stays as it was.
 */
export function ProviderFields({
  fields,
  values,
  connectionId,
  onChange,
}: {
  fields: ProviderField[];
  values: Record<string, string>;
  connectionId: number | null;
  onChange: (key: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation('connections');
  const lang = i18n.language.slice(0, 2) as Lang;
  if (fields.length === 0) return null;
  return (
    <div data-testid="provider-fields">
      {fields.map((f) => {
        const hint = f.hint ? (f.hint[lang] ?? f.hint.pt ?? '') : '';
        return (
          <FormGroup
            key={f.key}
            label={f.labels[lang] ?? f.labels.pt ?? f.key}
            labelFor={`field-${f.key}`}
            helperText={hint ? fillHint(hint, connectionId, t('form.idAfterSave')) : undefined}
          >
            <InputGroup
              id={`field-${f.key}`}
              name={f.key}
              // a secret being typed is hidden; the server's mask (••••1234) is shown as it is
              type={f.secret && !(values[f.key] ?? '').startsWith('••••') ? 'password' : 'text'}
              autoComplete="off"
              value={values[f.key] ?? ''}
              onChange={(e) => onChange(f.key, e.target.value)}
            />
          </FormGroup>
        );
      })}
    </div>
  );
}
