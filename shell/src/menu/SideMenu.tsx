import { Collapse, Icon, Menu, MenuDivider, MenuItem, Tag, type IconName } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $menuBadges, logout, useSession } from '@balcao/kit';
import { $modules } from '../remotes/manifest';
import { buildMenu, groupTitle, isActivePath, type MenuEntry, type Section } from './menu';
import './side-menu.css';

const ORDERED: Section[] = ['main', 'management', 'admin'];

function label(t: (k: string | string[]) => string, item: MenuEntry): string {
  return t([item.label, `shell:menu.${item.module}`, item.path]);
}

/** The side menu of spec §2, built from the kernel's manifest; grouped items sit under a collapsible parent. */
export function SideMenu({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const [modules, badges] = useUnit([$modules, $menuBadges]);
  const { plan, isSuper } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = buildMenu(modules, { plan, isSuper });
  // a group is open while one of its pages is shown, unless the user opened or closed it on this page
  const [toggles, setToggles] = useState<{ at: string; open: Record<string, boolean> }>({ at: '', open: {} });
  const toggled = toggles.at === pathname ? toggles.open : {};

  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };
  const renderItem = (item: MenuEntry) => {
    if (item.groupKey) return renderGroup(item);
    const text = label(t, item);
    return (
      <MenuItem
        key={`${item.module}:${item.path}`}
        icon={<Icon icon={(item.icon ?? 'dot') as IconName} title={collapsed ? text : undefined} />}
        text={collapsed ? undefined : text}
        active={isActivePath(pathname, item.path)}
        labelElement={
          badges[item.path] ? (
            <Tag minimal round intent="danger" data-testid="menu-badge">
              {badges[item.path]}
            </Tag>
          ) : undefined
        }
        href={item.path}
        data-menu-path={item.path}
        data-testid="menu-item"
        onClick={(e) => {
          e.preventDefault();
          if (!item.children?.length) go(item.path);
        }}
      >
        {item.children?.length
          ? item.children.map((child) => renderItem({ ...child, module: item.module }))
          : undefined}
      </MenuItem>
    );
  };
  const renderGroup = (group: MenuEntry) => {
    const key = group.groupKey!;
    const children = group.children as MenuEntry[];
    const holdsActive = children.some((c) => isActivePath(pathname, c.path));
    const open = toggled[key] ?? holdsActive;
    const text = groupTitle(group, i18n.language);
    return (
      <Fragment key={`group:${key}`}>
        <MenuItem
          tagName="button"
          className="side-menu__group-toggle"
          icon={
            <Icon icon={(group.icon ?? 'folder-close') as IconName} title={collapsed ? text : undefined} />
          }
          text={collapsed ? undefined : text}
          labelElement={collapsed ? undefined : <Icon icon={open ? 'chevron-up' : 'chevron-down'} />}
          aria-expanded={open}
          data-menu-group={key}
          data-testid="menu-group"
          onClick={() => setToggles({ at: pathname, open: { ...toggled, [key]: !open } })}
        />
        <li role="none" className="side-menu__group">
          {/* kept mounted: the menu lists every page it grants even while the group is closed */}
          <Collapse isOpen={open} keepChildrenMounted>
            <ul className="side-menu__group-items bp6-menu" role="group" aria-label={text}>
              {children.map(renderItem)}
            </ul>
          </Collapse>
        </li>
      </Fragment>
    );
  };

  return (
    <Menu className="side-menu" aria-label={t('shell:layout.menu')}>
      {ORDERED.map((section) =>
        groups[section].length === 0 ? null : (
          <div key={section} className="side-menu__section" data-section={section}>
            {section !== 'main' &&
              (collapsed ? <MenuDivider /> : <MenuDivider title={t(`shell:menu.section.${section}`)} />)}
            {groups[section].map(renderItem)}
          </div>
        ),
      )}
      <MenuDivider />
      <MenuItem
        icon="log-out"
        text={collapsed ? undefined : t('shell:menu.logout')}
        data-testid="menu-logout"
        onClick={() => void logout()}
      />
    </Menu>
  );
}
