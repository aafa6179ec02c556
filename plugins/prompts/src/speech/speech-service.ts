/** Synthesised speech for a voice prompt's answer; one adapter per provider (azure-speech.ts). */
export interface SpeechRequest {
  text: string;
  /** a voice name of the provider (pt-BR-FranciscaNeural ...) */
  voice: string;
  /** the prompt's voiceKey and voiceRegion */
  key: string;
  region: string;
}

export interface SpeechAudio {
  data: Buffer;
  mimeType: string;
  name: string;
}

export interface SpeechService {
  /** throws on any failure (bad key, region, timeout); the caller decides what the contact gets instead */
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}
