import { Menu, MenuItem } from '@blueprintjs/core';

interface SearchHitsProps<T extends { id: number; name: string }> {
  hits: T[];
  /** the grey text on the right of a hit (an email, a number) */
  labelOf: (hit: T) => string | undefined;
  onPick: (hit: T) => void;
  icon?: 'person';
  'data-testid'?: string;
}

/** The hits of a search field, under it: a short scrolling menu; nothing when there are none. */
export function SearchHits<T extends { id: number; name: string }>(props: SearchHitsProps<T>) {
  const { hits, labelOf, onPick, icon } = props;
  if (hits.length === 0) return null;
  return (
    <Menu className="tk-search-hits" data-testid={props['data-testid']}>
      {hits.map((hit) => (
        <MenuItem key={hit.id} icon={icon} text={hit.name} label={labelOf(hit)} onClick={() => onPick(hit)} />
      ))}
    </Menu>
  );
}
