import { Alignment, Button, Menu, MenuItem, Navbar, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, logout, useSession } from '@balcao/kit';
import { LanguageMenu } from './LanguageMenu';
import { NotificationsBell } from './NotificationsBell';
import { DisplayTools } from './DisplayTools';
import { UserModal } from './UserModal';
import { TopBarItems } from './TopBarItems';

interface TopBarProps {
  isMobile: boolean;
  onToggleMenu: () => void;
}

/** Welcome line with the 'Vence em' due date, tools and the profile menu (spec §2). */
export function TopBar({ isMobile, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { user, company, isSuper } = useSession();
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <Navbar className="top-bar" fixedToTop={false}>
      <Navbar.Group align={Alignment.START}>
        <Button
          variant="minimal"
          icon="menu"
          aria-label={t('layout.menu')}
          data-testid="menu-toggle"
          onClick={onToggleMenu}
        />
        <Navbar.Heading className="top-bar__brand">
          <img src="/favicon.svg" alt="" width={22} height={22} />
          <span>Balcão</span>
        </Navbar.Heading>
        {!isMobile && user && company && (
          <span className="top-bar__welcome" data-testid="welcome">
            {t('layout.welcome', { name: user.name, company: company.name })}
            {company.dueDate && (
              <span className="top-bar__due">
                {' '}
                {t('layout.dueDate')} {formatDate(company.dueDate)}
              </span>
            )}
          </span>
        )}
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        {!isMobile && <DisplayTools refresh={isSuper} />}
        <TopBarItems />
        <NotificationsBell />
        <LanguageMenu />
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon="user"
                text={t('layout.profile')}
                data-testid="profile-open"
                onClick={() => setProfileOpen(true)}
              />
              <MenuItem icon="log-out" text={t('menu.logout')} onClick={() => void logout()} />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            icon="user"
            aria-label={t('layout.profile')}
            data-testid="profile-button"
          />
        </Popover>
      </Navbar.Group>
      <UserModal isOpen={profileOpen} onClose={() => setProfileOpen(false)} />
    </Navbar>
  );
}
