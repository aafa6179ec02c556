import { useEffect, useRef, useState } from 'react';
import { showToast, toastError, Spinner, IconButton } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { formatTimer, MIN_AUDIO_BYTES, recordingToMp3 } from './mp3';

type Phase = 'idle' | 'recording' | 'sending';

interface Props {
  disabled: boolean;
  /** sends the MP3; resolves once the server took it */
  onSend: (file: File) => Promise<unknown>;
  /** the composer hides its other controls while a recording is under way */
  onActiveChange: (active: boolean) => void;
}

/** idle (mic) -> recording (red dot, mm:ss, cancel, stop and send) -> sending (spinner) */
export function AudioRecorder({ disabled, onSend, onActiveChange }: Props) {
  const { t } = useTranslation('tickets');
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const cancelled = useRef(false);

  useEffect(() => onActiveChange(phase !== 'idle'), [phase, onActiveChange]);
  useEffect(() => {
    if (phase !== 'recording') return;
    const started = Date.now();
    const id = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(id);
  }, [phase]);
  // leaving the ticket mid-recording releases the microphone
  useEffect(
    () => () => {
      cancelled.current = true;
      stopTracks(recorder.current);
    },
    [],
  );

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (e) {
      const denied =
        e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError');
      showToast(t(denied ? 'composer.audio.denied' : 'composer.audio.noMic'), 'danger');
      return;
    }
    const rec = new MediaRecorder(stream);
    chunks.current = [];
    cancelled.current = false;
    rec.ondataavailable = (ev) => {
      if (ev.data.size) chunks.current.push(ev.data);
    };
    rec.onstop = () => void finish(rec.mimeType);
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setPhase('recording');
  }

  async function finish(mimeType: string) {
    stopTracks(recorder.current);
    recorder.current = null;
    if (cancelled.current) {
      setPhase('idle');
      return;
    }
    setPhase('sending');
    const recording = new Blob(chunks.current, { type: mimeType });
    try {
      // a click-and-release leaves a recording too small to decode: that is "too short", not an error
      const mp3 = recording.size ? await recordingToMp3(recording).catch(() => null) : null;
      if (!mp3 && recording.size >= MIN_AUDIO_BYTES) throw new Error('decode');
      if (!mp3 || mp3.size < MIN_AUDIO_BYTES) {
        showToast(t('composer.audio.tooShort'), 'warning');
        return;
      }
      await onSend(new File([mp3], `audio-${Date.now()}.mp3`, { type: 'audio/mpeg' }));
    } catch (e) {
      toastError(e);
    } finally {
      setPhase('idle');
    }
  }

  function stop(cancel: boolean) {
    cancelled.current = cancel;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    else setPhase('idle');
  }

  if (phase === 'sending')
    return (
      <div className="tk-cmp-rec" data-testid="composer-audio-sending">
        <Spinner size={18} />
        <span className="tk-cmp-rec-label">{t('composer.audio.sending')}</span>
      </div>
    );
  if (phase === 'recording')
    return (
      <div className="tk-cmp-rec" data-testid="composer-recording">
        <IconButton
          icon="cross"
          intent="danger"
          label={t('composer.audio.cancel')}
          title={t('composer.audio.cancel')}
          onClick={() => stop(true)}
          data-testid="composer-audio-cancel"
        />
        <span className="tk-cmp-rec-dot" aria-hidden />
        <span className="tk-cmp-rec-timer" data-testid="composer-audio-timer">
          {formatTimer(seconds)}
        </span>
        <IconButton
          icon="tick-circle"
          intent="success"
          label={t('composer.audio.send')}
          title={t('composer.audio.send')}
          onClick={() => stop(false)}
          data-testid="composer-audio-stop"
        />
      </div>
    );
  return (
    <IconButton
      icon="microphone"
      disabled={disabled || typeof MediaRecorder === 'undefined'}
      label={t('composer.audio.record')}
      title={t('composer.audio.record')}
      onClick={() => void start()}
      data-testid="composer-audio"
    />
  );
}

function stopTracks(rec: MediaRecorder | null) {
  rec?.stream.getTracks().forEach((track) => track.stop());
}
