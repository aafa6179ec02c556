import { Tab, Tabs } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { FormErrors } from '../form/validators';
import type { FieldSpec } from './fields';

type Name<V> = keyof FormErrors<V>;

/** One tab of a `tabs` field: its title and fields; `show` as a field's (a tab only some records have). */
export interface TabSpec<V extends object> {
  id: string;
  title: ReactNode;
  fields: FieldSpec<V>[];
  show?: (values: V) => boolean;
}

/**
 * A dialog's fields on tabs, only the selected one's drawn. When a validation finds a field in error on another
 * tab, and none on the one shown, that tab is shown: a save never fails out of sight.
 */
export function TabsField<V extends object>({
  id,
  tabs,
  values,
  errors,
  render,
}: {
  id: string;
  tabs: TabSpec<V>[];
  values: V;
  errors: FormErrors<V>;
  render: (field: FieldSpec<V>) => ReactNode;
}) {
  const shown = tabs.filter((tab) => !tab.show || tab.show(values));
  const [selected, setSelected] = useState(shown[0]?.id);
  // the errors a validation found newly (a field's edit only ever clears its own): their tab is shown, unless the
  // one shown has its own; worked out as they arrive, as React's "state from the previous render"
  const [seen, setSeen] = useState(errors);
  if (errors !== seen) {
    setSeen(errors);
    const failing = (tab: TabSpec<V>) => namesOf(tab.fields).some((name) => errors[name as Name<V>]);
    const added = Object.keys(errors).some((name) => errors[name as Name<V>] && !seen[name as Name<V>]);
    const current = shown.find((tab) => tab.id === selected);
    const next = shown.find(failing);
    if (added && next && !(current && failing(current))) setSelected(next.id);
  }

  return (
    <Tabs
      id={id}
      selectedTabId={selected}
      onChange={(tab) => setSelected(String(tab))}
      renderActiveTabPanelOnly
    >
      {shown.map((tab) => (
        <Tab key={tab.id} id={tab.id} title={tab.title} panel={<>{tab.fields.map(render)}</>} />
      ))}
    </Tabs>
  );
}

/** The names a list of fields holds, rows' and tabs' included (a tab shows itself when one is in error). */
function namesOf<V extends object>(fields: FieldSpec<V>[]): string[] {
  return fields.flatMap((field) => {
    if (field.kind === 'row') return namesOf(field.fields);
    if (field.kind === 'tabs') return field.tabs.flatMap((tab) => namesOf(tab.fields));
    return 'name' in field && field.name ? [field.name] : [];
  });
}
