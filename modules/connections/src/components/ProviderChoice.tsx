import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLoad } from '@balcao/kit';
import { listProviders, type ProviderOption } from '../api';

/** Until GET /registries answers (or if it cannot), core's two providers under their own labels. */
const fallback = (t: (key: string) => string): ProviderOption[] =>
  ['beta', 'sim'].map((kind) => ({ kind, labels: { pt: t(`provider.${kind}`) }, traits: null }));

/**
 * The provider a connection uses, among those the server registered (core's and plugins'), with what the chosen one
 * costs and risks, in plain words, so a company sees what it is choosing.
 */
export function ProviderChoice({ value, onChange }: { value: string; onChange: (kind: string) => void }) {
  const { t, i18n } = useTranslation('connections');
  const [registered] = useLoad('providers', listProviders, { onError: () => undefined });
  const providers = registered?.length ? registered : fallback(t);
  const lang = i18n.language.slice(0, 2) as 'pt' | 'en' | 'es';
  const label = (p: ProviderOption) => p.labels[lang] ?? p.labels.pt ?? p.kind;
  const chosen = providers.find((p) => p.kind === value);
  const yesNo = (on: boolean) => t(on ? 'provider.yes' : 'provider.no');
  return (
    <FormGroup label={t('form.provider')} labelFor="field-provider">
      <HTMLSelect
        id="field-provider"
        name="provider"
        fill
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {providers.map((p) => (
          <option key={p.kind} value={p.kind}>
            {label(p)}
          </option>
        ))}
      </HTMLSelect>
      {chosen?.traits && (
        <Callout compact style={{ marginTop: 6 }} data-testid="provider-traits">
          <div>{chosen.traits.cost[lang] ?? chosen.traits.cost.pt}</div>
          <div>{chosen.traits.risk[lang] ?? chosen.traits.risk.pt}</div>
          <div className="bp6-text-muted">
            {t('provider.groups')}: {yesNo(chosen.traits.groups)} · {t('provider.templates')}:{' '}
            {yesNo(chosen.traits.templates)} · {t('provider.window24h')}: {yesNo(chosen.traits.window24h)}
          </div>
        </Callout>
      )}
    </FormGroup>
  );
}
