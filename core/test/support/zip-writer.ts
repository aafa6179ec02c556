import { createDeflateRaw } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(chunks: Iterable<Buffer>): number {
  let crc = 0xffffffff;
  for (const chunk of chunks)
    for (let i = 0; i < chunk.length; i++) crc = crcTable[(crc ^ chunk[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  /** the bytes, or a maker of the chunks for an entry too large to hold (a zip bomb's megabytes of spaces) */
  data: string | Buffer | (() => Iterable<Buffer>);
  /** the uncompressed size the headers claim, when it should lie; the real one otherwise */
  declaredSize?: number;
}

async function deflate(chunks: Iterable<Buffer>): Promise<Buffer> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => z.on('end', resolve).on('error', reject));
  for (const chunk of chunks) if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  z.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * A zip made by hand (deflated entries, no zip64), so that a test can build what no office program writes: a
 * sheet declaring a range it does not fill, hundreds of megabytes of spaces, a header that lies about a size.
 */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const chunks = () =>
      typeof entry.data === 'function' ? entry.data() : [Buffer.from(entry.data as string | Buffer)];
    let size = 0;
    for (const c of chunks()) size += c.length;
    const crc = crc32(chunks());
    const packed = await deflate(chunks());
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(declared, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(head, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
