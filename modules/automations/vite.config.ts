import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { remoteConfig } from '../kit/vite-remote';

export default defineConfig(remoteConfig('automations', { react, federation }));
