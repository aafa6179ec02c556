import { Classes, Position } from '@blueprintjs/core';
import { $roomRequested, Drawer, useMediaQuery } from '@balcao/kit';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SideMenu } from '../menu/SideMenu';
import { TopBar } from './TopBar';
import { useIsMobile } from './useIsMobile';
import { menuCollapsed, ROOM_QUERY, saveMenuChoice, storedMenuChoice, type MenuChoice } from './menu-choice';

/**
 * Top bar + side menu; under 600 px the menu becomes a drawer (spec §2). The menu collapses by the top bar's toggle
 * (remembered) or, until the user has chosen, while a screen asks the kit for room on a window under 1600 px.
 */
export function Layout() {
  const isMobile = useIsMobile();
  const [choice, setChoice] = useState<MenuChoice | null>(storedMenuChoice);
  const roomRequested = useUnit($roomRequested);
  const cramped = useMediaQuery(ROOM_QUERY);
  const collapsed = menuCollapsed(choice, roomRequested, cramped);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleMenu = () => {
    const next: MenuChoice = collapsed ? 'open' : 'collapsed';
    saveMenuChoice(next);
    setChoice(next);
  };
  return (
    <div
      className={`layout ${isMobile ? 'layout--mobile' : 'layout--desktop'}`}
      data-testid="layout"
      data-mobile={isMobile}
    >
      <TopBar isMobile={isMobile} onToggleMenu={() => (isMobile ? setDrawerOpen(true) : toggleMenu())} />
      <div className="layout__body">
        {!isMobile && (
          <nav
            className={`layout__side ${collapsed ? 'layout__side--collapsed' : ''}`}
            data-testid="side-menu"
            data-collapsed={collapsed}
            data-choice={choice ?? 'auto'}
          >
            <SideMenu collapsed={collapsed} />
          </nav>
        )}
        <main className="layout__content">
          <Outlet />
        </main>
      </div>
      {isMobile && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={Position.LEFT}
          size="78%"
          title="Balcão"
          className={Classes.FILL}
        >
          <nav className="layout__drawer" data-testid="side-menu">
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}
    </div>
  );
}
