import { Icon, Menu, MenuDivider, MenuItem, Tag, type IconName } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $menuBadges, logout, useSession } from '@balcao/kit';
import { $modules } from '../remotes/manifest';
import { buildMenu, type MenuEntry, type Section } from './menu';

const ORDERED: Section[] = ['main', 'management', 'admin'];

function label(t: (k: string | string[]) => string, item: MenuEntry): string {
  return t([item.label, `shell:menu.${item.module}`, item.path]);
}

/** The side menu of spec §2, built from the kernel's manifest. */
export function SideMenu({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [modules, badges] = useUnit([$modules, $menuBadges]);
  const { plan, isSuper } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = buildMenu(modules, { plan, isSuper });

  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };
  const renderItem = (item: MenuEntry) => {
    const text = label(t, item);
    const active = pathname === item.path || pathname.startsWith(`${item.path}/`);
    return (
      <MenuItem
        key={`${item.module}:${item.path}`}
        icon={<Icon icon={(item.icon ?? 'dot') as IconName} title={collapsed ? text : undefined} />}
        text={collapsed ? undefined : text}
        active={active}
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
