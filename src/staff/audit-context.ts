import type { FastifyRequest } from 'fastify';

/** Where a staff act came from, for its audit row. The CLI has none. */
export interface AuditContext {
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
}

export function auditContextOf(request: FastifyRequest): AuditContext {
  return { requestId: request.id, clientAddress: request.ip };
}
