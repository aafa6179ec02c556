import { useState } from 'react';
import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserOption } from '../api';

interface ColleaguePickerProps {
  users: UserOption[];
  onPick: (user: UserOption) => void;
}

/** online colleagues first, then by name: the ones who can pick the conversation up now lead */
const byPresence = (a: UserOption, b: UserOption) =>
  Number(Boolean(b.online)) - Number(Boolean(a.online)) || a.name.localeCompare(b.name);

/**
 * The company's people to hand a ticket to, each with whether they are online now; typing filters the list from
 * the first letter (it is already loaded, so nothing is searched on the server).
 */
export function ColleaguePicker({ users, onPick }: ColleaguePickerProps) {
  const { t } = useTranslation('tickets');
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = users
    .filter(
      (u) => !wanted || u.name.toLowerCase().includes(wanted) || u.email?.toLowerCase().includes(wanted),
    )
    .sort(byPresence);
  return (
    <>
      <InputGroup
        id="tk-act-transfer-user"
        leftIcon="search"
        placeholder={t('actions.searchUser')}
        value={filter}
        onValueChange={setFilter}
        data-testid="transfer-user-search"
      />
      {shown.length > 0 ? (
        <Menu className="tk-search-hits" data-testid="transfer-user-results">
          {shown.map((user) => {
            const presence = user.online ? t('actions.online') : t('actions.offline');
            return (
              <MenuItem
                key={user.id}
                icon={
                  <span
                    className={`tk-presence ${user.online ? 'tk-presence--online' : ''}`}
                    aria-hidden="true"
                  />
                }
                text={user.name}
                label={presence}
                title={`${user.name} · ${presence}`}
                onClick={() => onPick(user)}
                data-testid="transfer-user-option"
                data-online={Boolean(user.online)}
              />
            );
          })}
        </Menu>
      ) : (
        <div className="tk-act-muted">{t('actions.noUsers')}</div>
      )}
    </>
  );
}
