/**
 * `npm start` runs this before the server: build the SPA (`npm run build`) only when the build on disk
 * is missing or older than one of its inputs, and print one line saying which it did. Run:
 * `npx tsx scripts/build-if-stale.ts`.
 *
 * The build is the folder the server serves (DIST_DIR, `./dist` by default; another folder is passed
 * to `vite build --outDir`). Its time is that of its `build-id.json`, which every build writes (set
 * back to the moment the build started when this script ran it, so a file saved during the build
 * counts as newer). The build is stale when `index.html` or `build-id.json` is missing, when an input
 * file is newer (the SPA's sources, index.html, public/, the Panda, Vite, PostCSS and TypeScript
 * configurations and package-lock.json; test files under src/ are not bundled), or when BUILD_ID is
 * set to another id than the build's. Build-time settings (VITE_SENTRY_DSN) are not compared: after
 * changing one, run `npm run build`, which always builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultDist = join(root, 'dist');

const inputFiles = [
  'index.html',
  'panda.config.ts',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package-lock.json',
];
const inputFolders = ['src', 'public'];
/** A path as printed: relative inside the project, absolute outside it. */
const shown = (path: string) => (path.startsWith(`${root}/`) ? relative(root, path) : path);
const isTestFile = (path: string) => /\.test\.[cm]?[jt]sx?$/.test(path);

/**
 * Every input file with its modification time, and the input folders too: removing or renaming a file
 * changes its folder's time.
 */
function inputs(): { path: string; mtimeMs: number }[] {
  const found: { path: string; mtimeMs: number }[] = [];
  const add = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false }); // gone since it was listed: nothing to add
    if (stat) found.push({ path, mtimeMs: stat.mtimeMs });
  };
  for (const file of inputFiles) add(join(root, file));
  for (const folder of inputFolders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    add(dir);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isDirectory() || (entry.isFile() && !isTestFile(path))) add(path);
    }
  }
  return found;
}

/** Why the build in `distDir` must be made again, or null when it is current. */
function staleReason(distDir: string, env: NodeJS.ProcessEnv): string | null {
  const idFile = join(distDir, 'build-id.json');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(idFile)) return `no build in ${shown(distDir)}`;
  let buildId: unknown;
  try {
    buildId = (JSON.parse(readFileSync(idFile, 'utf8')) as { buildId?: unknown }).buildId;
  } catch {
    return 'the build has no readable build-id.json';
  }
  if (env.BUILD_ID && env.BUILD_ID !== buildId) return `BUILD_ID ${env.BUILD_ID} differs from the build's`;
  const builtAt = statSync(idFile).mtimeMs;
  const newer = inputs().filter((f) => f.mtimeMs > builtAt);
  if (newer.length === 0) return null;
  const first = shown(newer[0]!.path);
  return newer.length === 1 ? `${first} changed` : `${first} and ${newer.length - 1} more changed`;
}

function main(): void {
  const distDir = resolve(process.env.DIST_DIR ?? defaultDist);
  const reason = staleReason(distDir, process.env);
  if (reason === null) {
    console.log(`SPA: reusing the build in ${shown(distDir)} (no input changed since it was built)`);
    return;
  }
  console.log(`SPA: building (${reason})`);
  const outDir = distDir === defaultDist ? [] : ['--', '--outDir', distDir, '--emptyOutDir'];
  const startedAt = new Date();
  const run = spawnSync('npm', ['run', '--silent', 'build', ...outDir], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // The build is as old as the inputs it read: a file saved while it ran makes the next start build.
  const idFile = join(distDir, 'build-id.json');
  if (existsSync(idFile)) utimesSync(idFile, startedAt, startedAt);
}

main();
