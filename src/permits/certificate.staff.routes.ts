import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../blobs/blob-download.js';
import { staffRoute } from '../http/route-audience.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import type { PermitDeps } from './permit.deps.js';
import { fileResponses, readProblems } from './permit.openapi.js';
import { certificateForStaff } from './permit.read.service.js';
import { CertificateParams, PermitParams } from './permit.views.js';

/** Staff downloads of a permit's certificate files, each logged: the current one and any of its history. */
export async function staffCertificateRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: PermitDeps },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/api/v1/staff/permits/:id/certificate',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadPermitCertificate',
          summary: 'Download the current certificate of a permit (logged)',
          description:
            'The newest certificate file: the signed scan when one was uploaded, else the PDF generated at issue. Every download ' +
            'is written to the audit trail (`permit.certificate_downloaded`) with who, when and which file. Answers range requests.',
          params: PermitParams,
          response: { ...fileResponses, ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request, reply) => {
      const { id } = request.params;
      const file = await certificateForStaff(deps, staffOf(request), id, undefined, auditContextOf(request));
      return sendStoredFile(request, reply, deps.store, file);
    },
  );

  app.get(
    '/api/v1/staff/permits/:id/certificates/:certificateId',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadPermitCertificateFile',
          summary: 'Download one certificate file of the history (logged)',
          description: 'Any file of the permit’s certificate history (`certificates[].downloadPath`), logged like the current one.',
          params: CertificateParams,
          response: { ...fileResponses, ...readProblems('No permit with this id, or no such file of it') },
        },
      },
    ),
    async (request, reply) => {
      const { id, certificateId } = request.params;
      const file = await certificateForStaff(deps, staffOf(request), id, certificateId, auditContextOf(request));
      return sendStoredFile(request, reply, deps.store, file);
    },
  );
}
