import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCrossScreenImports } from './eslint-rules/no-cross-screen-imports.js';
import { noUnnecessaryTypeAssertion } from './eslint-rules/no-unnecessary-type-assertion.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'styled-system',
      'data',
      'node_modules',
      'server/db/migrations',
      'playwright-report',
      'test-results',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  { files: ['*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  // Type-aware rules: a promise is awaited or explicitly voided, a switch over a union covers every
  // member, and no assertion restates a type the compiler already knows.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { typed: { rules: { 'no-unnecessary-type-assertion': noUnnecessaryTypeAssertion } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, allowDefaultCaseForExhaustiveSwitch: true },
      ],
      'typed/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Screens are thin views (DESIGN.md §2): a screen area never imports another one, never makes an
  // HTTP call (those live in src/api/<area>.api.ts) and never sends events to an actor (a machine
  // hook, src/machines/<x>/use-x.ts, gives it named commands). Tests may drive actors directly.
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    ignores: ['src/screens/**/*.test.{ts,tsx}'],
    plugins: { dockhand: { rules: { 'no-cross-screen-imports': noCrossScreenImports } } },
    rules: {
      'dockhand/no-cross-screen-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name=/^(api|http|ofetch|fetch)$/]",
          message: 'A screen makes no HTTP call: put it in src/api/<area>.api.ts and call that function.',
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(api|http|ofetch)$/]",
          message: 'A screen makes no HTTP call: put it in src/api/<area>.api.ts and call that function.',
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='send']",
          message:
            "A screen never sends events to an actor: call the named commands of the machine's hook (src/machines/<x>/use-x.ts).",
        },
      ],
    },
  },
  // Stock has one writer and one reader (DESIGN.md §3). Outside server/modules/inventory a module may
  // import from inventory only:
  // - stock.queries: every stock read (available, availability for lines, allocation proposals,
  //   levels, what a document holds, isExternalWms), so the "available" formula exists once;
  // - stock-changes.service: the ledger's entry point (changeStock / changeStockWithin: one transaction,
  //   deadlock retry, stock levels refreshed, events after commit);
  // - stock-ledger.service, types only: the StockLedger a stock-changes callback is handed, and its
  //   StockPlace / StockSource vocabulary. Constructing one would bypass stock-changes;
  // - direct-updates.service: a direct inventory update the system records (a WMS adjustment), moved
  //   through the ledger a stock-changes callback hands it.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/inventory/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)inventory/(?!(stock\\.queries|stock-changes\\.service|stock-ledger\\.service|direct-updates\\.service)$)',
              message:
                'Outside the inventory module, read stock through inventory/stock.queries and move it through inventory/stock-changes.service.',
            },
            {
              regex: '(^|/)inventory/stock-ledger\\.service$',
              allowTypeImports: true,
              message:
                'Only the types of inventory/stock-ledger.service: a StockLedger comes from changeStock (inventory/stock-changes.service).',
            },
          ],
        },
      ],
    },
  },
);
