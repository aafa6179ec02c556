import { Classes, Position } from '@blueprintjs/core';
import { Drawer } from '@balcao/kit';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SideMenu } from '../menu/SideMenu';
import { TopBar } from './TopBar';
import { useIsMobile } from './useIsMobile';

/** Top bar + side menu; under 600 px the menu becomes a drawer (spec §2). */
export function Layout() {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div
      className={`layout ${isMobile ? 'layout--mobile' : 'layout--desktop'}`}
      data-testid="layout"
      data-mobile={isMobile}
    >
      <TopBar
        isMobile={isMobile}
        onToggleMenu={() => (isMobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
      />
      <div className="layout__body">
        {!isMobile && (
          <nav
            className={`layout__side ${collapsed ? 'layout__side--collapsed' : ''}`}
            data-testid="side-menu"
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
