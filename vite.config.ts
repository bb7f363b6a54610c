import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Every build gets an id; the server answers it at /api/version and the SPA compares it with its own. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

function buildIdFile(): Plugin {
  return {
    name: 'dockhand-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: JSON.stringify({ buildId }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'development') },
  plugins: [
    react(),
    buildIdFile(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Dockhand',
        short_name: 'Dockhand',
        description: 'Orders, warehouses and fulfilment for a 3PL provider',
        theme_color: '#1d3557',
        background_color: '#f6f7f9',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The graph-layout chunk of the QA machine viewer is fetched only by developers who open it.
        globIgnores: ['**/elk.bundled-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/notifications/],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/notifications': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  // elkjs (QA viewer only, lazily loaded) is the one large chunk. 'hidden': maps are written for
  // error reporting but not linked from the bundles (and server/http/spa.ts never serves them).
  build: { sourcemap: 'hidden', chunkSizeWarningLimit: 1600 },
}));
