/**
 * The fixed palette of tag (and queue) colours (spec §9: "the colour picker uses a fixed palette", colours not
 * given): Blueprint's level-3 hues, which read on both the light and the dark theme.
 */
export const TAG_PALETTE = [
  '#2D72D2',
  '#147EB3',
  '#00A396',
  '#29A634',
  '#238551',
  '#8EB125',
  '#D1980B',
  '#C87619',
  '#D33D17',
  '#CD4246',
  '#DB2C6F',
  '#9D3F9D',
  '#7961DB',
  '#946638',
  '#8F99A8',
  '#404854',
] as const;

export const DEFAULT_TAG_COLOR = TAG_PALETTE[0];

/** Dark text on a light colour, white on a dark one (relative luminance, WCAG). */
export function textOn(color: string | null | undefined): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(color ?? '')?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return lum > 0.35 ? '#1c2127' : '#fff';
}
