/**
 * Spec §3's Prompt as the routes answer and accept it, and the voices a prompt may answer with: written once for
 * the plugin and its module (modules/prompts imports this file). Imports nothing.
 */

/** Spec §9: a prompt answers in text ('texto') or with one of Azure's Brazilian Portuguese neural voices. */
export const TEXT_VOICE = 'texto';

export const VOICES = [
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

export const VOICE_CHOICES = [TEXT_VOICE, ...VOICES] as const;

/** GET /prompt's `prompts` and each write's answer: apiKey and voiceKey are masks ('••••cdef'), never the keys. */
export interface PromptWire {
  id: number;
  name: string;
  prompt: string;
  voice: string;
  voiceKey: string;
  voiceRegion: string | null;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  apiKey: string;
  queueId: number | null;
  queue: { id: number; name: string } | null;
}

/** POST and PUT /prompt */
export type PromptInput = Omit<PromptWire, 'id' | 'queue' | 'voiceRegion'> & { voiceRegion: string };

/** GET /prompt?searchParam: every prompt of the company by name, Whaticket's `{ prompts, count, hasMore }` */
export interface PromptList {
  prompts: PromptWire[];
  count: number;
  hasMore: boolean;
}
