import type { Message, Ticket } from '../types';

interface ComposerProps {
  ticket: Ticket;
  /** the message being answered (from a bubble's Reply), cleared after sending */
  replyingTo: Message | null;
  onReplyCleared: () => void;
}

/** The input under a conversation: text, emoji, quick replies, audio, signature, attachments. */
export function Composer(_props: ComposerProps) {
  return <div className="tk-composer" data-testid="composer" />;
}
