import { useTranslation } from 'react-i18next';
import { PALETTE } from '../hours';

/** The fixed palette as swatches (spec §9); the chosen one is ringed. */
export function ColorPalette({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation('queues');
  return (
    <div className="qu-palette" role="radiogroup" aria-label={t('form.color')} data-testid="color-palette">
      {PALETTE.map((color) => {
        const selected = value.toLowerCase() === color.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={color}
            title={color}
            className={selected ? 'qu-swatch qu-swatch--selected' : 'qu-swatch'}
            style={{ backgroundColor: color }}
            onClick={() => onChange(color)}
          />
        );
      })}
    </div>
  );
}
