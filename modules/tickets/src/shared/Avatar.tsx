import { useState } from 'react';

/** the first letters of the first and last words that start with a letter ('Maria da Silva' -> 'MS') */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('') || name.trim().slice(0, 1) || '?';
}

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
