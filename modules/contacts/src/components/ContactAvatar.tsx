import { useState } from 'react';
import type { Contact } from '../api';
import { initials } from '@balcao/kit';

/** The contact's WhatsApp picture, or its initials on a colour of its own when there is none (or it fails). */
export function ContactAvatar({
  contact,
  size = 36,
}: {
  contact: Pick<Contact, 'id' | 'name' | 'profilePicUrl'>;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (contact.profilePicUrl && !failed)
    return (
      <img
        className="ct-avatar"
        style={style}
        src={contact.profilePicUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className={`ct-avatar ct-avatar--${contact.id % 6}`} style={style} aria-hidden="true">
      {initials(contact.name)}
    </span>
  );
}
