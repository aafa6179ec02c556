import { Button, ButtonGroup, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog, useLoad, useNarrow, useSession } from '@balcao/kit';
import { deleteChat, findChat, markRead, quiet, type Chat } from '../api';
import { chatRemoved, chatShown } from '../model';
import { ChatDialog } from './ChatDialog';
import { ChatList } from './ChatList';
import { MessagePanel } from './MessagePanel';
import { useChatList } from './useChatList';

type Pane = 'chats' | 'messages';

/**
 * Spec §2 Internal team chat (/chats/:id?, id the chat's uuid): the list left and the messages right, or two
 * tabs, Chats and Mensagens, on a narrow screen. Opening a chat resets its unread count.
 */
export function ChatsPage() {
  const { t } = useTranslation('chats');
  const { id: ref } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const narrow = useNarrow();
  const list = useChatList();
  const [pane, setPane] = useState<Pane>(ref ? 'messages' : 'chats');
  const [dialog, setDialog] = useState({ open: false, editing: null as Chat | null });
  const [deleting, setDeleting] = useState<Chat | null>(null);

  const matches = (c: Chat) => c.uuid === ref || String(c.id) === ref;
  const listed = ref ? list.chats.find(matches) : undefined;
  // a chat beyond the loaded pages (a link, the popover) is fetched by itself; one not found goes back to /chats
  const [fetched] = useLoad(ref && list.loaded && !listed ? ref : null, () => findChat(ref!), {
    onError: () => navigate('/chats', { replace: true }),
  });
  const current = listed ?? fetched ?? null;
  const currentId = current?.id ?? null;

  // opening resets the caller's unread count; while shown, new messages are read as they come (model.ts)
  const userId = user?.id;
  useEffect(() => {
    if (currentId === null || !userId) return;
    chatShown(currentId);
    void quiet(markRead(currentId, userId));
    return () => {
      chatShown(null);
    };
  }, [currentId, userId]);

  // spec §2: a deleted chat (here or by its owner elsewhere) clears the view and goes to /chats
  useEffect(() => {
    const sub = chatRemoved.watch((id) => {
      if (id === currentId) {
        setPane('chats');
        navigate('/chats');
      }
    });
    return () => sub.unsubscribe();
  }, [currentId, navigate]);

  const open = (chat: Chat) => {
    setPane('messages');
    if (!matches(chat)) navigate(`/chats/${chat.uuid}`);
  };
  const remove = async (chat: Chat) => {
    const done = await quiet(deleteChat(chat.id).then(() => true));
    if (!done) return;
    // the list drops it as the event goes round
    chatRemoved(chat.id);
    navigate('/chats');
  };

  const own = current && current.ownerId === user?.id;
  const ownerActions = own ? (
    <ButtonGroup variant="minimal">
      <Button
        icon="edit"
        aria-label={t('kit:common.edit')}
        data-testid="chat-panel-edit"
        onClick={() => setDialog({ open: true, editing: current })}
      />
      <Button
        icon="trash"
        intent="danger"
        aria-label={t('kit:common.delete')}
        data-testid="chat-panel-delete"
        onClick={() => setDeleting(current)}
      />
    </ButtonGroup>
  ) : undefined;

  const listPane = (
    <div className="ch-side kit-list-column">
      <div className="ch-side__header">
        {!narrow && <h2 className="ch-side__title">{t('title')}</h2>}
        <Button
          intent="primary"
          icon="add"
          text={t('new')}
          data-testid="chat-new"
          onClick={() => setDialog({ open: true, editing: null })}
        />
      </div>
      <ChatList
        chats={list.chats}
        loaded={list.loaded}
        selectedId={currentId}
        onSelect={open}
        onEdit={(chat) => setDialog({ open: true, editing: chat })}
        onDelete={setDeleting}
        onScroll={list.onScroll}
      />
    </div>
  );
  const messagePane = <MessagePanel chat={current} actions={ownerActions} />;

  return (
    <div className={`ch-page${narrow ? ' ch-page--narrow' : ''}`} data-testid="chats-page">
      {narrow && (
        <Tabs id="chat-tabs" selectedTabId={pane} onChange={(id) => setPane(id as Pane)} className="ch-tabs">
          <Tab id="chats" title={t('tabs.chats')} data-testid="chat-tab-chats" />
          <Tab id="messages" title={t('tabs.messages')} data-testid="chat-tab-messages" />
        </Tabs>
      )}
      {/* on a narrow screen the panes are laid out here, not inside Tabs, so each fills the height left */}
      {(!narrow || pane === 'chats') && listPane}
      {(!narrow || pane === 'messages') && messagePane}
      <ChatDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={(chat, created) => {
          list.upsert(chat);
          if (created) open(chat);
        }}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}
