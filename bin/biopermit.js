#!/usr/bin/env node
// The operator's command. It runs the TypeScript sources directly (through tsx), so a fresh clone
// needs no build step after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
await main(process.argv);
