import { useState } from 'react';

interface AvatarProps {
  name: string;
  url?: string | null;
  size?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The contact's picture, or its initials on a tinted circle when WhatsApp gave none. */
export function Avatar({ name, url, size = 40 }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  // a WhatsApp picture link expires: fall back to the initials
  if (url && broken !== url)
    return <img className="tk-act-avatar" src={url} alt="" style={style} onError={() => setBroken(url)} />;
  return (
    <span className="tk-act-avatar tk-act-avatar-initials" style={style} aria-hidden>
      {initials(name)}
    </span>
  );
}
