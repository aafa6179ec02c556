import { useState } from 'react';
import { initials } from '@balcao/kit';

interface AvatarProps {
  name: string;
  url?: string | null;
  /** the diameter in pixels */
  size?: number;
}

/** The contact's picture, or its initials on a tinted circle when WhatsApp gave none or the picture fails. */
export function Avatar({ name, url, size = 40 }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.36) };
  // a WhatsApp picture link expires: fall back to the initials
  if (url && broken !== url)
    return (
      <img
        className="tk-avatar"
        src={url}
        alt=""
        loading="lazy"
        style={style}
        onError={() => setBroken(url)}
      />
    );
  return (
    <span className="tk-avatar tk-avatar--initials" style={style} aria-hidden>
      {initials(name)}
    </span>
  );
}
