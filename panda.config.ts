import { defineConfig } from '@pandacss/dev';
import { keyframes, recipes, slotRecipes } from './src/theme';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      recipes,
      slotRecipes,
      keyframes,
      tokens: {
        // Layers, bottom to top: a table's sticky header (1) under the app's top bar; dialogs over
        // the page; menus and popovers over everything they can open from, dialogs included.
        zIndex: {
          sticky: { value: 10 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          dropdown: { value: 1500 },
          skipLink: { value: 1600 },
        },
        fonts: {
          body: { value: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif' },
          mono: { value: 'ui-monospace, "SFMono-Regular", Menlo, monospace' },
        },
      },
      semanticTokens: {
        colors: {
          canvas: { value: '#f6f7f9' },
          surface: { value: '#ffffff' },
          border: { value: '#dfe3e8' },
          'border.strong': { value: '#c4cbd4' },
          fg: { value: '#1b2430' },
          'fg.muted': { value: '#5b6675' },
          'fg.subtle': { value: '#8a94a3' },
          accent: { value: '#1d4ed8' },
          'accent.hover': { value: '#1e40af' },
          'accent.subtle': { value: '#e8efff' },
          'accent.fg': { value: '#ffffff' },
          danger: { value: '#b42318' },
          'danger.subtle': { value: '#fef3f2' },
          success: { value: '#067647' },
          'success.subtle': { value: '#ecfdf3' },
          warning: { value: '#b54708' },
          'warning.subtle': { value: '#fffaeb' },
          nav: { value: '#14213d' },
          'nav.fg': { value: '#c9d1e0' },
          'nav.active': { value: '#24365f' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'canvas', color: 'fg', fontFamily: 'body', fontSize: '14px', lineHeight: '1.5' },
    a: { color: 'accent' },
  },
});
