#!/usr/bin/env node
// The operator's command. It runs the TypeScript sources, compiled on the first start after they
// change (bin/compile-cache.js), so a fresh clone needs no build step after `npm install`.
import path from 'node:path';
import { compiledModule } from './compile-cache.js';

const { main } = await import(await compiledModule(path.resolve(import.meta.dirname, '..'), 'src/cli/main.ts'));
await main(process.argv);
