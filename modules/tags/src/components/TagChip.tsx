import { textOn } from '../palette';

/** A tag's name on its colour, as lists, lanes and cards show it. */
export function TagChip({ name, color }: { name: string; color: string | null }) {
  const background = color || 'var(--bp-palette-gray-3, #8f99a8)';
  return (
    <span className="tg-chip" style={{ background, color: textOn(color) }} title={name}>
      {name}
    </span>
  );
}
