import { Fragment, type ReactNode } from 'react';

/** http(s) links, *bold* and ~strike~ (spec §9 "asterisks bold, tildes strikethrough"); nothing else becomes markup */
const TOKEN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])|\*([^*\n]+)\*|~([^~\n]+)~/g;

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const k = `${key}-${n++}`;
    if (m[1])
      out.push(
        <a key={k} href={m[1]} target="_blank" rel="noopener noreferrer" className="tk-msg-link">
          {m[1]}
        </a>,
      );
    else if (m[2] !== undefined) out.push(<strong key={k}>{inline(m[2], k)}</strong>);
    else if (m[3] !== undefined) out.push(<s key={k}>{inline(m[3], k)}</s>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * A message body as React text: never HTML (a "<script>" in a message is shown as typed). Line breaks are kept,
 * links open in a new tab, *bold* and ~strike~ are the only formatting.
 */
export function FormattedText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {inline(line, String(i))}
        </Fragment>
      ))}
    </>
  );
}

/** the first http(s) link of a text, or undefined: hrefs from message bodies are never javascript: or data: */
export function safeLink(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && /^https?:\/\//i.test(v) ? v : undefined;
}

/** a vCard's people: FN and the first TEL of each card */
export function parseVcards(body: string): Array<{ name: string; number: string }> {
  const cards = body.split(/BEGIN:VCARD/i).slice(1);
  const people = cards.map((card) => {
    const name = /^FN[^:\n]*:(.*)$/im.exec(card)?.[1]?.trim() ?? '';
    const telLine = /^(?:item\d+\.)?TEL[^:\n]*:(.*)$/im.exec(card)?.[1]?.trim() ?? '';
    const waid = /waid=(\d+)/i.exec(card)?.[1];
    return { name, number: telLine || waid || '' };
  });
  return people.filter((p) => p.name || p.number);
}

/** Whaticket's location body: "image|link|description" */
export function parseLocation(body: string): { image?: string; link?: string; description?: string } {
  const [image, link, ...rest] = body.split('|');
  const img = image?.trim();
  return {
    image: img && (/^data:image\//i.test(img) || /^https?:\/\//i.test(img)) ? img : undefined,
    link: safeLink(link),
    description: rest.join('|').trim() || undefined,
  };
}
