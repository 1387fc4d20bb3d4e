// The TypeScript sources, compiled once per version of their content and run as plain JavaScript.
//
// Running them through tsx's loader hooks cost every start some seconds: each of some 300 modules
// (and every ESM package under them) went through a resolve and a load hook on another thread, and
// the load read tsx's cache. Here the whole of src/ is hashed (a few milliseconds), and when a
// compiled copy of exactly that content exists it is imported directly; otherwise esbuild (the
// compiler tsx itself uses, with the same settings) compiles every file once, in one go, and the
// copy is kept under build/server/<hash>/ for the next start. A source changed is a new hash, so a
// stale copy is never run. Each compiled file keeps its source's import.meta.url and dirname, so
// paths relative to the source (JSON schemas, fonts, web/dist) resolve as they did, and carries an
// inline source map, so stack traces name the TypeScript lines.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bumped when what this file writes changes, so copies compiled by an older version are not used. */
const FORMAT = 1;
/** Copies of other source versions are removed once unused this long (a running process may still import from its own). */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;
const COMPLETE = '.complete';

/** Every .ts file under `directory`, as paths relative to it, in a stable order. */
function sourceFiles(directory) {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(directory, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

function versionOf(root, files, esbuildVersion) {
  const hash = createHash('sha256').update(`${FORMAT}\0${process.version}\0${esbuildVersion}\0`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, 'src', file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

async function compile(root, files, target) {
  const esbuild = await import('esbuild');
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(root, 'src', file);
      const result = await esbuild.transform(fs.readFileSync(source, 'utf8'), {
        loader: 'ts',
        format: 'esm',
        platform: 'node',
        target: `node${process.versions.node}`,
        sourcefile: source,
        sourcemap: 'inline',
        tsconfigRaw: { compilerOptions: tsconfig.compilerOptions },
        define: {
          'import.meta.url': JSON.stringify(pathToFileURL(source).href),
          'import.meta.filename': JSON.stringify(source),
          'import.meta.dirname': JSON.stringify(path.dirname(source)),
        },
      });
      const output = path.join(partial, file.replace(/\.ts$/, '.js'));
      fs.mkdirSync(path.dirname(output), { recursive: true });
      fs.writeFileSync(output, result.code);
    }),
  );
  fs.writeFileSync(path.join(partial, COMPLETE), '');
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    // Another process compiled the same version meanwhile: use theirs.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, COMPLETE))) throw error;
  }
}

/** Removes the copies of other versions unused for a day, and partial ones left by a crash. */
function pruneOthers(cache, keep) {
  for (const name of fs.readdirSync(cache)) {
    if (name === keep) continue;
    const entry = path.join(cache, name);
    try {
      if (Date.now() - fs.statSync(entry).mtimeMs > KEEP_UNUSED_MS) fs.rmSync(entry, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/**
 * The URL of the compiled copy of `entry` (a path under `<root>/src`), compiling src/ first when
 * its current content has no copy yet. When build/ cannot be written (a read-only install, another
 * user's checkout), the sources run through tsx as before: slower to start, the same program.
 */
export async function compiledModule(root, entry) {
  try {
    return await compiledCopy(root, entry);
  } catch (error) {
    if (!['EACCES', 'EPERM', 'EROFS'].includes(error?.code)) throw error;
    const { register } = await import('tsx/esm/api');
    register();
    return pathToFileURL(path.join(root, entry)).href;
  }
}

async function compiledCopy(root, entry) {
  const files = sourceFiles(path.join(root, 'src'));
  const esbuildVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
  const cache = path.join(root, 'build', 'server');
  const version = versionOf(root, files, esbuildVersion);
  const target = path.join(cache, version);
  if (!fs.existsSync(path.join(target, COMPLETE))) {
    fs.mkdirSync(cache, { recursive: true });
    await compile(root, files, target);
    pruneOthers(cache, version);
  } else {
    try {
      const now = new Date();
      fs.utimesSync(target, now, now); // in use: not pruned by another version's start
    } catch {
      // Another user's copy: used as it is.
    }
  }
  process.setSourceMapsEnabled(true);
  return pathToFileURL(path.join(target, path.relative('src', entry).replace(/\.ts$/, '.js'))).href;
}
