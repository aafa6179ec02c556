import type { EgressFetch } from '@balcao/core';
import type { SpeechAudio, SpeechRequest, SpeechService } from './speech-service.js';

/**
 * What the adapter needs: `baseUrl` replaces https://<region>.tts.speech.microsoft.com (tests point it at a fake);
 * `fetch` is the kernel's egress guard, since the URL carries the tenant's region.
 */
export interface AzureSpeechOptions {
  baseUrl?: string;
  timeoutMs: number;
  fetch: EgressFetch;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The SSML document Azure reads: one voice, Brazilian Portuguese. */
export function ssml(text: string, voice: string): string {
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="pt-BR">` +
    `<voice name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`
  );
}

/**
 * Azure AI Speech's text-to-speech REST API (`POST /cognitiveservices/v1` with the resource key): an MP3 that
 * WhatsApp plays as a voice message. No SDK: Microsoft's speaks websockets and carries a native build.
 */
export function azureSpeech(options: AzureSpeechOptions): SpeechService {
  return {
    async synthesize({ text, voice, key, region }: SpeechRequest): Promise<SpeechAudio> {
      const base = options.baseUrl ?? `https://${encodeURIComponent(region)}.tts.speech.microsoft.com`;
      const res = await options.fetch(`${base.replace(/\/$/, '')}/cognitiveservices/v1`, {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': 'audio-16khz-32kbitrate-mono-mp3',
          'User-Agent': 'balcao',
        },
        body: ssml(text, voice),
        timeoutMs: options.timeoutMs,
        maxBytes: 16 * 1024 * 1024,
      });
      if (!res.ok) throw new Error(`Azure speech answered ${res.status}`);
      const data = Buffer.from(await res.arrayBuffer());
      if (!data.length) throw new Error('Azure speech answered no audio');
      return { data, mimeType: 'audio/mpeg', name: 'resposta.mp3' };
    },
  };
}
