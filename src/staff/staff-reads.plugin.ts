import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '../audit/audit.routes.js';
import { holidayRoutes } from '../clock/holiday.routes.js';
import { dashboardRoutes } from '../dashboard/dashboard.routes.js';
import { dialectOf } from '../db/dialect.js';
import { createSettingsReader } from '../settings/settings.cache.js';
import { settingsRoutes } from '../settings/settings.routes.js';
import { workqueueRoutes } from '../workqueues/workqueue.routes.js';
import type { StaffAuthentication } from './staff.hook.js';

/** What staff read (issue 10 §7, §8) and the settings the back-office edits: one plugin, registered in staff.plugin.ts. */
export async function staffReadRoutes(app: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const { db } = options.auth.deps;
  const deps = { db, dialect: dialectOf(db), settings: createSettingsReader(db) };
  await app.register(workqueueRoutes, { auth: options.auth, deps });
  await app.register(auditRoutes, { auth: options.auth, database: { db } });
  await app.register(settingsRoutes, { auth: options.auth, db });
  await app.register(holidayRoutes, { auth: options.auth, db });
  await app.register(dashboardRoutes, { auth: options.auth, deps });
}
