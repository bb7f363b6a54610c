/**
 * A screen area never imports another screen area (DESIGN.md §2): a file under src/screens/<a>/ may
 * import from src/screens/<a>/ and from outside src/screens, never from src/screens/<b>/. Shared
 * pieces move to src/components, src/api, src/domain or src/machines.
 *
 * Every module reference counts: imports (also `import type`), re-exports, `import()` and
 * `import('…').T`. Specifiers are resolved against the importing file, so the depth of the file and
 * the spelling of the path do not matter; non-relative specifiers (packages, styled-system) never
 * name a screen.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCREENS = path.join('src', 'screens');

/** The screen area of a repository-relative path ('src/screens/orders/list/x.tsx' → 'orders'), or null. */
function areaOf(relativePath) {
  const parts = relativePath.split(path.sep);
  return parts[0] === 'src' && parts[1] === 'screens' && parts.length > 3 ? parts[2] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossScreenImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a screen area importing from another screen area.' },
    messages: {
      crossArea:
        'src/screens/{{from}} imports src/screens/{{to}}: a screen area never imports another one. Move the shared piece to src/components, src/api, src/domain or src/machines.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(path.relative(root, file));
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), source.value));
      if (!target.startsWith(SCREENS + path.sep)) return;
      const to = target.split(path.sep)[2];
      if (to && to !== from) context.report({ node: source, messageId: 'crossArea', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};
