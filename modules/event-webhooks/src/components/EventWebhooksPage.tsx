import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, formatDateTime, toastError, toastSuccess, useInfiniteList } from '@balcao/kit';
import { createEventWebhooks, listEventWebhooks, type EventWebhooksItem } from '../api';

export function EventWebhooksPage() {
  const { t } = useTranslation('event-webhooks');
  const [title, setTitle] = useState('');
  const list = useInfiniteList<EventWebhooksItem>(async ({ searchParam, pageNumber, signal }) => {
    const { records, hasMore } = await listEventWebhooks(searchParam, pageNumber, signal);
    return { items: records, hasMore };
  });

  const add = async () => {
    try {
      await createEventWebhooks(title);
      setTitle('');
      toastSuccess(t('saved'));
      list.reload();
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <ListPage
      title={t('title')}
      search={list.search}
      onSearch={list.setSearch}
      actions={
        <>
          <InputGroup
            value={title}
            onValueChange={setTitle}
            placeholder={t('newTitle')}
            aria-label={t('newTitle')}
          />
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            disabled={title.trim().length < 2}
            onClick={add}
          />
        </>
      }
      columns={[
        { key: 'title', header: t('columns.title'), render: (i) => i.title },
        { key: 'createdAt', header: t('columns.createdAt'), render: (i) => formatDateTime(i.createdAt) },
      ]}
      items={list.items}
      rowKey={(i) => i.id}
      loading={list.loading}
      onScroll={list.onScroll}
    />
  );
}
