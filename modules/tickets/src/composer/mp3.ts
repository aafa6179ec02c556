/** Spec §9: audio goes out as MP3 at 128 kbps; anything under 10,000 bytes is too short to send. */
export const MP3_KBPS = 128;
export const MIN_AUDIO_BYTES = 10_000;

/** one channel of 16-bit samples, the average of the recording's channels */
function monoSamples(audio: AudioBuffer): Int16Array {
  const out = new Int16Array(audio.length);
  const channels = Array.from({ length: audio.numberOfChannels }, (_, c) => audio.getChannelData(c));
  for (let i = 0; i < audio.length; i++) {
    let sum = 0;
    for (const ch of channels) sum += ch[i] ?? 0;
    const v = Math.max(-1, Math.min(1, sum / channels.length));
    out[i] = v < 0 ? v * 0x8000 : v * 0x7fff;
  }
  return out;
}

/**
 * PCM -> MP3 (mono, 128 kbps), in the 1152-sample frames LAME works in. The encoder (58 KB gzip, more than the
 * rest of the tickets screen) is fetched the first time someone records, not with the ticket list.
 */
export async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Blob> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Uint8Array[] = [];
  const frame = 1152;
  for (let i = 0; i < samples.length; i += frame) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + frame));
    if (chunk.length) parts.push(new Uint8Array(chunk));
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(new Uint8Array(tail));
  return new Blob(parts as BlobPart[], { type: 'audio/mpeg' });
}

/** a MediaRecorder's recording (webm/ogg) decoded and re-encoded as MP3 */
export async function recordingToMp3(recording: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    return await encodeMp3(monoSamples(audio), audio.sampleRate);
  } finally {
    void context.close();
  }
}

/** mm:ss of a recording's elapsed seconds */
export const formatTimer = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
