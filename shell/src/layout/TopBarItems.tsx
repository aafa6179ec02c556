import { useUnit } from 'effector-react';
import { $topBarItems } from '../remotes/top-bar-items';

/** The modules' own top-bar controls (RemoteModule.topBar), e.g. internal chat and announcements. */
export function TopBarItems() {
  const items = useUnit($topBarItems);
  return (
    <>
      {items.map(({ module, Component }) => (
        <span key={module} className="top-bar__item" data-testid={`top-bar-${module}`}>
          <Component />
        </span>
      ))}
    </>
  );
}
