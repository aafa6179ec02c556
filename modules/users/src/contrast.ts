/** Dark or white text, whichever reads on a queue's colour ('#rgb' or '#rrggbb'; anything else: white). */
export function textOn(color: string): string {
  let hex = color.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return '#fff';
  const channel = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  // perceived luminance (ITU-R BT.601): light colours get dark text
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#1c2127' : '#fff';
}
