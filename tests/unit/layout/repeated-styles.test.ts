/**
 * A style object written out at three or more places in the SPA is a style without a name (issue 12:
 * "997 inline css({}) calls against 6 recipes"). It belongs in `ui` (src/components/ui/styles.ts) or
 * in its component family's styles, and the places take the name. Objects are compared after
 * normalising whitespace, quotes and key order, so a reordered copy counts as a copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SRC = join(ROOT, 'src');
const LIMIT = 3;

/** Deliberate exceptions, by normalised object, each with its reason (none today; the last test
 * says when one is no longer needed). */
const EXCEPTIONS: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

/** The object as text with sorted keys and quoted values; anything not a literal stays as its source. */
function normalise(node: ts.Node, file: ts.SourceFile): string {
  if (ts.isObjectLiteralExpression(node)) {
    const entries = node.properties.map((p): [string, string] => {
      if (ts.isPropertyAssignment(p)) {
        const key =
          ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)
            ? p.name.text
            : `[${p.name.getText(file)}]`;
        return [key, normalise(p.initializer, file)];
      }
      return ['…', p.getText(file)];
    });
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
    return JSON.stringify(node.text);
  if (ts.isArrayLiteralExpression(node)) return `[${node.elements.map((e) => normalise(e, file)).join(',')}]`;
  return `<${node.getText(file).replace(/\s+/g, ' ')}>`;
}

/** Every `css({ … })` call of the SPA, grouped by its normalised object. */
function cssObjects(): Map<string, string[]> {
  const sites = new Map<string, string[]>();
  for (const path of sourceFiles(SRC)) {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node) => {
      const [style, ...rest] = ts.isCallExpression(node) ? node.arguments : [];
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'css' &&
        style &&
        rest.length === 0 &&
        ts.isObjectLiteralExpression(style)
      ) {
        const key = normalise(style, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        sites.set(key, [...(sites.get(key) ?? []), `${relative(ROOT, path)}:${line}`]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return sites;
}

describe('css() style objects', () => {
  const sites = cssObjects();

  it('are read from the source', () => {
    expect(sites.size).toBeGreaterThan(100);
  });

  it(`are not written out at ${LIMIT} or more places: name them in ui or the component's styles`, () => {
    const repeated = [...sites]
      .filter(([key, at]) => at.length >= LIMIT && !(key in EXCEPTIONS))
      .map(([key, at]) => `${key}\n    ${at.join('\n    ')}`);
    expect(repeated, 'name these once (ui or the component family) and reuse the name').toEqual([]);
  });

  it('list only exceptions that are still repeated', () => {
    const stale = Object.keys(EXCEPTIONS).filter((key) => (sites.get(key)?.length ?? 0) < LIMIT);
    expect(stale, 'no longer written at 3+ places: remove from EXCEPTIONS').toEqual([]);
  });
});
