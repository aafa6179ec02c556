import type { Names } from './plugin-templates.js';

/** Files of a new federated module, following modules/helps and the kit's remote contract. */
export const moduleFiles = ({ n, C }: Names, helpsPackageJson: string): Record<string, string> => {
  const pkg = JSON.parse(helpsPackageJson) as Record<string, unknown>;
  return {
    'package.json': `${JSON.stringify({ ...pkg, name: `@balcao/module-${n}` }, null, 2)}\n`,
    'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "jsx": "react-jsx",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "types": ["vite/client", "node"]
  },
  "include": ["src", "vite.config.ts"]
}
`,
    'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { remoteConfig } from '../kit/vite-remote';

export default defineConfig(remoteConfig('${n}', { react, federation }));
`,
    'src/index.tsx': `import { defineModule } from '@balcao/kit';
import { ${C}Page } from './components/${C}Page';
import pt from './i18n/pt.json';
import en from './i18n/en.json';
import es from './i18n/es.json';

export default defineModule({
  name: '${n}',
  routes: [{ path: '/${n}', Component: ${C}Page }],
  i18n: { pt, en, es },
});
`,
    'src/api.ts': `import { api } from '@balcao/kit';

export interface ${C}Item {
  id: number;
  title: string;
  createdAt: string;
}

export const list${C} = (searchParam: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<{ records: ${C}Item[]; hasMore: boolean }>('/${n}', { searchParam, pageNumber }, signal);
export const create${C} = (title: string) => api.post<${C}Item>('/${n}', { title });
`,
    [`src/components/${C}Page.tsx`]: `import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, formatDateTime, toastError, toastSuccess, useInfiniteList } from '@balcao/kit';
import { create${C}, list${C}, type ${C}Item } from '../api';

export function ${C}Page() {
  const { t } = useTranslation('${n}');
  const [title, setTitle] = useState('');
  const list = useInfiniteList<${C}Item>(async ({ searchParam, pageNumber, signal }) => {
    const { records, hasMore } = await list${C}(searchParam, pageNumber, signal);
    return { items: records, hasMore };
  });

  const add = async () => {
    try {
      await create${C}(title);
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
          <InputGroup value={title} onValueChange={setTitle} placeholder={t('newTitle')} aria-label={t('newTitle')} />
          <Button intent="primary" icon="add" text={t('add')} disabled={title.trim().length < 2} onClick={add} />
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
`,
    'src/i18n/pt.json': `${JSON.stringify({ menu: C, title: C, newTitle: 'Novo registro', add: 'Adicionar', saved: 'Operação realizada com sucesso!', columns: { title: 'Título', createdAt: 'Criado em' } }, null, 2)}\n`,
    'src/i18n/en.json': `${JSON.stringify({ menu: C, title: C, newTitle: 'New record', add: 'Add', saved: 'Saved successfully!', columns: { title: 'Title', createdAt: 'Created at' } }, null, 2)}\n`,
    'src/i18n/es.json': `${JSON.stringify({ menu: C, title: C, newTitle: 'Nuevo registro', add: 'Agregar', saved: '¡Operación realizada con éxito!', columns: { title: 'Título', createdAt: 'Creado el' } }, null, 2)}\n`,
  };
};
