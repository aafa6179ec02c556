/**
 * The plugin's environment, read when the plugin is built. OPENAI_BASE_URL points every prompt without a base URL
 * of its own at another OpenAI-compatible server; AZURE_TTS_BASE_URL replaces
 * `https://<region>.tts.speech.microsoft.com` (tests, a proxy); PROMPT_AI_TIMEOUT_MS bounds one AI or speech call.
 */
export interface PromptConfig {
  openAiBaseUrl?: string;
  speechBaseUrl?: string;
  timeoutMs: number;
}

export function promptConfig(env: Record<string, string | undefined> = process.env): PromptConfig {
  const timeout = Number(env.PROMPT_AI_TIMEOUT_MS);
  return {
    ...(env.OPENAI_BASE_URL ? { openAiBaseUrl: env.OPENAI_BASE_URL } : {}),
    ...(env.AZURE_TTS_BASE_URL ? { speechBaseUrl: env.AZURE_TTS_BASE_URL } : {}),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
  };
}
