import { it } from 'vitest';
import { createTestApp, json } from './helpers/test-app.js';

it('x', async () => {
  const t = await createTestApp('sqlite');
  const doc: any = json(await t.app.inject({ url: '/openapi.json' }));
  for (const [p, m] of Object.entries<any>(doc.paths))
    for (const [k, op] of Object.entries<any>(m)) if (op.security !== undefined && op.security.length === 0) console.log('EMPTY', k, p);
  await t.close();
});
