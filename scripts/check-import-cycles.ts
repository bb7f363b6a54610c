/**
 * Fails when project files import each other in a circle. Run: `npx tsx scripts/check-import-cycles.ts`.
 *
 * Every module reference counts, because each one ties the two files together for the reader, the
 * type checker and the bundler: static imports, `import type`, re-exports (`export … from`), dynamic
 * `import()` (the lazy route table), `import('x').T` type queries and `import x = require()`.
 * Specifiers are resolved with tsconfig.json's compiler options (paths, bundler resolution), exactly
 * as `tsc` resolves them; files outside the scanned folders (node_modules, styled-system) are leaves.
 *
 * Listing every elementary cycle can be exponential, so the report is per strongly connected group of
 * files: for each import edge inside a group, the shortest cycle that uses it (duplicates dropped).
 * Every file and every import that takes part in some cycle therefore shows up in at least one chain.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scannedFolders = ['src', 'server', 'tests', 'e2e', 'bench'];
const extensions = ['.ts', '.tsx', '.mts', '.cts'];

type EdgeKind = 'value' | 'type' | 'dynamic';
/** The outgoing imports of one file: target file → the strongest kind of reference to it. */
type Edges = Map<string, EdgeKind>;

function loadCompilerOptions(): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  return parsed.options;
}

function projectFiles(): string[] {
  const files = scannedFolders
    .map((folder) => join(root, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => ts.sys.readDirectory(folder, extensions, ['**/node_modules/**']));
  return [...new Set(files.map((file) => realpathSync(file)))].sort();
}

/** A value import wins over a dynamic one, which wins over a type-only one. */
const strength: Record<EdgeKind, number> = { type: 0, dynamic: 1, value: 2 };

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'`
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** Every module specifier a file references, with the kind of reference. */
function moduleReferences(file: string): Array<{ specifier: string; kind: EdgeKind }> {
  const text = ts.sys.readFile(file) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Array<{ specifier: string; kind: EdgeKind }> = [];
  const add = (specifier: ts.Node | undefined, kind: EdgeKind) => {
    if (specifier && ts.isStringLiteralLike(specifier)) found.push({ specifier: specifier.text, kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, isTypeOnlyImport(node) ? 'type' : 'value');
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, isTypeOnlyExport(node) ? 'type' : 'value');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly ? 'type' : 'value');
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(argument.literal, 'type');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'dynamic');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function buildGraph(files: string[], options: ts.CompilerOptions): Map<string, Edges> {
  const inProject = new Set(files);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, Edges>();
  for (const file of files) {
    const edges: Edges = new Map();
    for (const { specifier, kind } of moduleReferences(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (!inProject.has(target) || target === file) continue;
      const previous = edges.get(target);
      if (!previous || strength[kind] > strength[previous]) edges.set(target, kind);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Tarjan's algorithm, iterative: the groups of files that can reach each other (size ≥ 2). */
function cyclicGroups(graph: Map<string, Edges>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: Iterator<string> }> = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: graph.get(node)!.keys() });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** The shortest path from `from` to `to` inside one group (breadth-first), both ends included. */
function shortestPath(graph: Map<string, Edges>, group: Set<string>, from: string, to: string): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    if (node === to) break;
    for (const next of [...graph.get(node)!.keys()].sort()) {
      if (!group.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = to; node; node = previous.get(node)) path.unshift(node);
  return path;
}

/** For each edge inside the group, the shortest cycle through it; rotations of one cycle count once. */
function cyclesOf(graph: Map<string, Edges>, members: string[]): string[][] {
  const group = new Set(members);
  const seen = new Set<string>();
  const cycles: string[][] = [];
  for (const from of members) {
    for (const to of [...graph.get(from)!.keys()].sort()) {
      if (!group.has(to)) continue;
      const cycle = [from, ...shortestPath(graph, group, to, from).slice(0, -1)];
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const canonical = [...cycle.slice(first), ...cycle.slice(0, first)];
      const key = canonical.join('\n');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push(canonical);
    }
  }
  return cycles.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

const arrows: Record<EdgeKind, string> = { value: '->', type: '-type->', dynamic: '-import()->' };

function formatCycle(graph: Map<string, Edges>, cycle: string[]): string {
  const name = (file: string) => relative(root, file).split('\\').join('/');
  const parts = [name(cycle[0]!)];
  cycle.forEach((file, i) => {
    const next = cycle[(i + 1) % cycle.length]!;
    parts.push(arrows[graph.get(file)!.get(next)!], name(next));
  });
  return parts.join(' ');
}

function main(): number {
  const files = projectFiles();
  const graph = buildGraph(files, loadCompilerOptions());
  const groups = cyclicGroups(graph);
  if (groups.length === 0) {
    console.log(`No import cycles among ${files.length} files (${scannedFolders.join(', ')}).`);
    return 0;
  }
  let total = 0;
  groups.forEach((members, i) => {
    const cycles = cyclesOf(graph, members);
    total += cycles.length;
    const folders = [...new Set(members.map((m) => relative(root, m).split(/[\\/]/)[0]))].join(', ');
    console.log(`\nCycle group ${i + 1}: ${members.length} files in ${folders}, ${cycles.length} cycle(s)`);
    for (const cycle of cycles) console.log(`  ${formatCycle(graph, cycle)}`);
  });
  console.log(
    `\n${total} import cycle(s) in ${groups.length} group(s) among ${files.length} files. ` +
      'Break each by moving the shared piece (often a type) into a module both sides import.',
  );
  return 1;
}

process.exitCode = main();
