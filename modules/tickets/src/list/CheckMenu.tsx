import { Button, Checkbox, Menu, Popover } from '@blueprintjs/core';

interface CheckMenuProps {
  label: string;
  icon: 'layers' | 'tag' | 'people';
  options: { id: number; name: string; color?: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}

/** A button opening a checklist (queues, tags, users); shows how many are picked. */
export function CheckMenu({ label, icon, options, selected, onChange, testId }: CheckMenuProps) {
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu className="tk-checkmenu" data-testid={`${testId}-menu`}>
          {options.map((o) => (
            <li key={o.id} className="tk-checkmenu__row">
              <Checkbox checked={selected.includes(o.id)} onChange={() => toggle(o.id)}>
                {o.color && <span className="tk-dot" style={{ background: o.color }} />}
                {o.name}
              </Checkbox>
            </li>
          ))}
        </Menu>
      }
    >
      <Button
        size="small"
        variant="outlined"
        icon={icon}
        endIcon="caret-down"
        text={selected.length ? `${label} (${selected.length})` : label}
        data-testid={testId}
      />
    </Popover>
  );
}
