/**
 * Small but real files for simulated media, so hosts that sniff types or write files see valid bytes.
 * Built once; each is a few hundred bytes at most.
 */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// an Ogg page header: enough for type detection, not meant to play
const OGG_OPUS = Buffer.concat([
  Buffer.from('OggS\0\x02', 'binary'),
  Buffer.alloc(20),
  Buffer.from('OpusHead', 'ascii'),
]);

// the ftyp box that opens every MP4
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42', 'ascii'), Buffer.alloc(12)]);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');

export interface SampleMedia {
  data: Buffer;
  mimetype: string;
  filename: string;
}

export const sampleMedia = {
  image: (): SampleMedia => ({ data: PNG_1PX, mimetype: 'image/png', filename: 'image.png' }),
  audio: (): SampleMedia => ({ data: OGG_OPUS, mimetype: 'audio/ogg; codecs=opus', filename: 'audio.ogg' }),
  video: (): SampleMedia => ({ data: MP4, mimetype: 'video/mp4', filename: 'video.mp4' }),
  application: (): SampleMedia => ({ data: PDF, mimetype: 'application/pdf', filename: 'document.pdf' }),
};
