import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { escapeHtml } from '../shared/html.js';
import { publicPage } from '../shared/public-page.js';
import { AppError, ERROR_CODES, type ErrorCode } from './errors.js';
import { component } from './openapi-components.js';
import { PROBLEM_EXPLANATIONS } from './problem-explanations.js';
import { standardResponses } from './standard-responses.js';

/**
 * The pages that problem `type` URIs resolve to: /problems/{code} explains one problem and how to
 * fix the request, /problems lists them all. HTML for a person, JSON for a program that asks for it.
 */

const ProblemType = component(
  'ProblemType',
  Type.Object(
    {
      type: Type.String({ format: 'uri-reference', description: 'The `type` of the problems with this code.' }),
      code: Type.String({ description: 'The problem code.' }),
      status: Type.Integer({ description: 'The HTTP status it is answered with.' }),
      title: Type.String({ description: 'The title every such problem carries.' }),
      meaning: Type.String({ description: 'What happened.' }),
      fix: Type.String({ description: 'How to fix the request.' }),
    },
    { description: 'One kind of problem, explained.' },
  ),
);

type ProblemTypeView = { type: string; code: ErrorCode; status: number; title: string; meaning: string; fix: string };

function view(code: ErrorCode): ProblemTypeView {
  return { type: `/problems/${code}`, code, ...ERROR_CODES[code], ...PROBLEM_EXPLANATIONS[code] };
}

const isCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_CODES, value);

/** `code` spans in the explanations, written with backquotes as in the OpenAPI document. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const PROBLEM_PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b2b22}
h1{color:#1f6f43}code{background:#eef5f0;padding:0 .25em;border-radius:3px}dt{font-weight:600;margin-top:1rem}
a{color:#1f6f43}.status{color:#59695f}`;

function page(title: string, body: string): string {
  return publicPage({
    title: `${title} · biopermit`,
    icon: '/docs/static/theme/biopermit.svg',
    style: PROBLEM_PAGE_STYLE,
    body: `${body}<p><a href="/problems">All problems</a> · <a href="/docs">API reference</a></p>`,
  });
}

function problemPage(problem: ProblemTypeView): string {
  return page(
    problem.title,
    `<h1>${escapeHtml(problem.title)}</h1>
<p class="status"><code>${problem.code}</code> · HTTP ${problem.status} · <code>type: ${problem.type}</code></p>
<dl><dt>What it means</dt><dd>${prose(problem.meaning)}</dd><dt>How to fix the request</dt><dd>${prose(problem.fix)}</dd></dl>`,
  );
}

function indexPage(problems: readonly ProblemTypeView[]): string {
  const rows = problems
    .map((p) => `<li><a href="${p.type}"><code>${p.code}</code></a> (${p.status}): ${escapeHtml(p.title)}</li>`)
    .join('\n');
  return page(
    'Problems',
    `<h1>Problems</h1><p>Errors are RFC 9457 problem details; their <code>type</code> is one of these pages.</p><ul>${rows}</ul>`,
  );
}

/** JSON when the client asks for it (and not for HTML first); HTML otherwise, as browsers and curl get. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const json = accept.search(/application\/(problem\+)?json/);
  const html = accept.indexOf('text/html');
  return json !== -1 && (html === -1 || json < html);
}

function send(request: FastifyRequest, reply: FastifyReply, json: unknown, html: string) {
  reply.header('vary', 'Accept').header('cache-control', 'public, max-age=3600');
  return wantsJson(request) ? reply.type('application/json; charset=utf-8').send(json) : reply.type('text/html; charset=utf-8').send(html);
}

const pageContent = (schema: unknown) => ({
  'text/html': { schema: { type: 'string', description: 'A page for people.' } },
  'application/json': { schema },
});

export async function problemPageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/problems',
    {
      schema: {
        tags: ['Problems'],
        operationId: 'listProblemTypes',
        summary: 'Every kind of problem, explained',
        description: 'HTML by default; JSON with `Accept: application/json`.',
        security: [],
        response: {
          200: { description: 'The problem types.', content: pageContent(Type.Array(ProblemType)) },
          ...standardResponses(),
        },
      },
    },
    async (request, reply) => {
      const problems = (Object.keys(ERROR_CODES) as ErrorCode[]).map(view);
      return send(request, reply, problems, indexPage(problems));
    },
  );

  app.get(
    '/problems/:code',
    {
      schema: {
        tags: ['Problems'],
        operationId: 'getProblemType',
        summary: 'What a problem means and how to fix the request',
        description: "A problem's `type` (`/problems/{code}`) resolves here. HTML by default; JSON with `Accept: application/json`.",
        security: [],
        params: Type.Object({
          code: Type.String({ pattern: '^[a-z_]{1,64}$', description: 'The problem code.', examples: ['validation_failed'] }),
        }),
        response: {
          200: { description: 'The problem type.', content: pageContent(ProblemType) },
          ...standardResponses({ resource: 'No problem has this code.' }),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      if (!isCode(code)) throw new AppError('not_found', `No problem has the code ${code}; see /problems`);
      const problem = view(code);
      return send(request, reply, problem, problemPage(problem));
    },
  );
}
