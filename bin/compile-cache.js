// The TypeScript sources and the packages they use, bundled once per version of their content into
// one JavaScript file, and run from it.
//
// Loading the service module by module cost every start most of its time: some 300 compiled src/
// modules and some 800 files of packages, each resolved (realpath, package.json reads), read and
// compiled on its own, took about 1.9 s of CPU before the first line of the server ran (bench/startup/).
// One file of the same code takes about 0.6 s. Here src/ and the lock file are hashed (a few
// milliseconds), and when a bundle of exactly that content exists it is imported directly; otherwise
// esbuild (the compiler tsx itself uses, with the same settings) bundles src/cli/main.ts and what it
// imports, once, and the bundle is kept under build/server/<hash>/ for the next start. A source or a
// package changed is a new hash, so a stale bundle is never run.
//
// Each module keeps its own location: in src/, import.meta.url, dirname and filename are its source's;
// in a package, __dirname, __filename and import.meta.* are that package file's, so paths relative to
// a module (JSON schemas, the PSGC table, fonts, web/dist, a package's own files) resolve as they did.
// Left to Node (EXTERNAL): native addons, and large packages that only some requests load.
//
// Stack traces name the TypeScript lines: the bundle's source map is written beside it, not inline,
// and read on the first stack trace that shows a frame of the bundle (mapStackTraces), so a start
// does not parse it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bumped when what this file writes changes, so copies compiled by an older version are not used. */
const FORMAT = 2;
/** Copies of other source versions are removed once unused this long (a running process may still import from its own). */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;
const COMPLETE = '.complete';
const BUNDLE_NAME = 'biopermit';

/**
 * Packages imported from node_modules at run time rather than bundled: native addons (and the
 * loaders that find their binaries from the call stack), and packages loaded on first need whose
 * size every start would otherwise parse (certificates, holidays, S3, email, password strength).
 */
const EXTERNAL = [
  'better-sqlite3',
  'bindings',
  '@node-rs/*',
  'pg-native',
  'pdfkit',
  'fontkit',
  'date-holidays',
  '@aws-sdk/*',
  'nodemailer',
  '@zxcvbn-ts/*',
  'esbuild',
  'tsx',
];

/** Every .ts file under `directory`, as paths relative to it, in a stable order. */
function sourceFiles(directory) {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(directory, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

function versionOf(root, entry, files, esbuildVersion) {
  const hash = createHash('sha256').update(`${FORMAT}\0${process.version}\0${esbuildVersion}\0${entry}\0`);
  // The packages are bundled too: their versions are part of the content.
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, 'src', file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** `import.meta.url`, `.dirname` and `.filename` replaced by the values of the module at `file`. */
function withOwnImportMeta(code, file) {
  return code
    .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
    .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
    .replaceAll('import.meta.filename', JSON.stringify(file));
}

/** In a package file, its own `__dirname` and `__filename` (scoped to it by esbuild), unless it declares them. */
function withOwnDirname(code, file) {
  const declared = (name) => new RegExp(`(?:var|let|const|function)\\s+${name}\\b`).test(code);
  const lines = [];
  if (code.includes('__dirname') && !declared('__dirname')) lines.push(`var __dirname = ${JSON.stringify(path.dirname(file))};`);
  if (code.includes('__filename') && !declared('__filename')) lines.push(`var __filename = ${JSON.stringify(file)};`);
  return lines.length === 0 ? code : `${lines.join(' ')}${code}`;
}

async function compile(root, entry, target) {
  const esbuild = await import('esbuild');
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  const ownLocations = {
    name: 'own-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => ({
        contents: withOwnImportMeta(fs.readFileSync(args.path, 'utf8'), args.path),
        loader: 'ts',
      }));
      build.onLoad({ filter: /node_modules.*\.(?:js|cjs|mjs)$/ }, (args) => {
        const code = fs.readFileSync(args.path, 'utf8');
        const hasMeta = code.includes('import.meta');
        const hasDirname = code.includes('__dirname') || code.includes('__filename');
        if (!hasMeta && !hasDirname) return undefined;
        return { contents: withOwnDirname(hasMeta ? withOwnImportMeta(code, args.path) : code, args.path), loader: 'js' };
      });
    },
  };
  await esbuild.build({
    entryPoints: { [BUNDLE_NAME]: path.join(root, entry) },
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    // What a command imports on demand (the server, the certificate's PDF, the privacy export...) is a
    // chunk of its own, loaded with its external packages only when imported: one file would parse all
    // of it, and load every external package it names, at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    external: EXTERNAL,
    // Packages written as CommonJS call require() for Node's own modules: give the bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'external',
    sourcesContent: false,
    tsconfigRaw: { compilerOptions: tsconfig.compilerOptions },
    plugins: [ownLocations],
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(partial, COMPLETE), '');
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    // Another process compiled the same version meanwhile: use theirs.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, COMPLETE))) throw error;
  }
}

/**
 * Frames of the bundle shown at their TypeScript (or package) line. A file's source map is read on the
 * first stack trace that shows one of its frames; other frames, and every frame when the map cannot be
 * read, are shown as Node shows them.
 */
function mapStackTraces(directory) {
  const prefix = `${pathToFileURL(directory).href}/`;
  const maps = new Map(); // file → SourceMap, or null when unreadable
  const mapOf = (file) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const where = (frame) => {
    const name = frame.getFileName();
    if (typeof name !== 'string' || !name.startsWith(prefix)) return undefined;
    const file = fileURLToPath(name);
    const entry = mapOf(file)?.findEntry(frame.getLineNumber() - 1, frame.getColumnNumber() - 1);
    if (!entry?.originalSource) return undefined;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(file), entry.originalSource);
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
  const describe = (frame) => {
    const location = where(frame);
    if (location === undefined) return String(frame);
    // As V8 names a frame: a method call with its receiver's type (Command._parseCommand).
    const fn = frame.getFunctionName();
    const method = frame.getMethodName();
    const type = frame.isToplevel() || frame.isConstructor() ? null : frame.getTypeName();
    let name = fn ?? (type && method ? `${type}.${method}` : method);
    if (fn && type && !fn.startsWith(`${type}.`)) name = `${type}.${fn}`;
    if (fn && method && !fn.endsWith(method)) name = `${name} [as ${method}]`;
    const prefix = frame.isAsync() ? 'async ' : frame.isConstructor() ? 'new ' : '';
    return name ? `${prefix}${name} (${location})` : `${prefix}${location}`;
  };
  Error.prepareStackTrace = (error, frames) => {
    let head;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = '<error>';
    }
    const line = (frame) => {
      try {
        return `    at ${describe(frame)}`;
      } catch {
        return `    at ${frame}`;
      }
    };
    return [head, ...frames.map(line)].join('\n');
  };
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
  const version = versionOf(root, entry, files, esbuildVersion);
  const target = path.join(cache, version);
  if (!fs.existsSync(path.join(target, COMPLETE))) {
    fs.mkdirSync(cache, { recursive: true });
    await compile(root, entry, target);
    pruneOthers(cache, version);
  } else {
    try {
      const now = new Date();
      fs.utimesSync(target, now, now); // in use: not pruned by another version's start
    } catch {
      // Another user's copy: used as it is.
    }
  }
  mapStackTraces(target);
  return pathToFileURL(path.join(target, `${BUNDLE_NAME}.mjs`)).href;
}
