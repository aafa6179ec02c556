import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TAG_PALETTE, textOn } from '../palette';

/** The fixed palette as a row of swatches; the chosen one carries a tick. */
export function ColorPalette({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation('tags');
  return (
    <div className="tg-palette" role="radiogroup" aria-label={t('dialog.color')}>
      {TAG_PALETTE.map((color) => {
        const chosen = value?.toLowerCase() === color.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={color}
            data-testid={`color-${color}`}
            className={chosen ? 'tg-swatch tg-swatch--chosen' : 'tg-swatch'}
            style={{ background: color, color: textOn(color) }}
            onClick={() => onChange(color)}
          >
            {chosen && <Icon icon="tick" size={14} />}
          </button>
        );
      })}
    </div>
  );
}
