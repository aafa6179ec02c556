import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconPathsModule, iconsNamedIn, menuIconsIn } from '../../modules/kit/vite-icons.js';

/** Issue 30 item 10: a screen's icons come with its code, so none is drawn as an empty square first. */
describe('the icons a build carries', () => {
  const src = mkdtempSync(join(tmpdir(), 'icons-'));
  mkdirSync(join(src, 'list'));
  writeFileSync(
    join(src, 'list/Row.tsx'),
    `<Button icon="trash" /> <Icon icon={open ? 'chevron-up' : 'chevron-down'} />`,
  );
  writeFileSync(join(src, 'api.ts'), `export const url = 'add'; // a file that draws none`);
  writeFileSync(join(src, 'ui.ts'), `menu: [{ icon: 'people', label: 'x' }, { icon: 'no-such-icon' }]`);

  it('finds the icon names quoted in files that draw icons, and only real icon names', () => {
    expect(iconsNamedIn(src)).toEqual(['chevron-down', 'chevron-up', 'people', 'trash']);
    expect(menuIconsIn([src, join(src, 'missing')])).toEqual(['people']);
  });

  it('writes their paths at 16 and 20 px into one module', async () => {
    const code = iconPathsModule(['trash', 'blank']);
    const { default: paths } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      default: Record<string, [string[], string[]]>;
    };
    expect(Object.keys(paths)).toEqual(['trash', 'blank']);
    expect(paths.trash![0]![0]).toMatch(/^M/);
    expect(paths.trash![1]![0]).toMatch(/^M/);
    expect(paths.trash![0]).not.toEqual(paths.trash![1]);
    expect(paths.blank).toEqual([[], []]);
  });
});
