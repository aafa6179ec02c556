import { Icon } from '@blueprintjs/core';

/**
 * A fixed palette as a row of swatches, one a radio (spec §9: queues and tags pick from fixed palettes). The
 * chosen one is `kit-swatch--chosen`; the module's `className` on the group gives it its look, and `tick(color)`,
 * where given, marks it with a tick in that text colour.
 */
export function ColorPalette(props: {
  colors: readonly string[];
  value: string | null;
  onChange: (color: string) => void;
  label: string;
  className: string;
  testId?: string;
  tick?: (color: string) => string;
}) {
  const { value, tick } = props;
  return (
    <div
      className={`kit-palette ${props.className}`}
      role="radiogroup"
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.colors.map((color) => {
        const chosen = value?.toLowerCase() === color.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={color}
            title={color}
            data-testid={`color-${color}`}
            className={chosen ? 'kit-swatch kit-swatch--chosen' : 'kit-swatch'}
            style={{ background: color, color: tick?.(color) }}
            onClick={() => props.onChange(color)}
          >
            {chosen && tick && <Icon icon="tick" size={14} />}
          </button>
        );
      })}
    </div>
  );
}
