import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, isStaleRecord, ProblemError, pointerToPath, problemFromResponse, StaleRecordError, toProblem } from './problem';

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json', ...headers } });
}

describe('problems from responses', () => {
  it("takes the title, detail, code, field errors and request id of the service's problem", () => {
    const body = {
      type: '/problems/validation_failed',
      title: 'The request is not valid',
      status: 400,
      detail: '2 fields are not valid',
      code: 'validation_failed',
      requestId: 'req-1',
      errors: [
        { pointer: '/locations/0/collectionEnd', detail: 'must not be before collectionStart' },
        { parameter: 'limit', detail: 'must be <= 1000' },
      ],
    };
    const problem = problemFromResponse(answer(400, body), body);
    expect(problem).toBeInstanceOf(ProblemError);
    expect(problem).toMatchObject({
      title: 'The request is not valid',
      detail: '2 fields are not valid',
      status: 400,
      code: 'validation_failed',
      requestId: 'req-1',
    });
    expect(fieldErrors(problem)).toEqual({ 'locations.0.collectionEnd': 'must not be before collectionStart', limit: 'must be <= 1000' });
  });

  it('makes a 412 a StaleRecordError, told apart from other problems', () => {
    const body = { title: 'The application changed', status: 412, detail: 'version 7, not 6', code: 'precondition_failed' };
    const problem = problemFromResponse(answer(412, body), body);
    expect(problem).toBeInstanceOf(StaleRecordError);
    expect(isStaleRecord(problem)).toBe(true);
    expect(isStaleRecord(problemFromResponse(answer(409, { ...body, status: 409 }), { ...body, status: 409 }))).toBe(false);
  });

  it("describes an answer that is not a problem (a proxy's error page) by its status", () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'x-request-id': 'req-9' },
    });
    const problem = problemFromResponse(response, '<html>Bad gateway</html>');
    expect(problem).toMatchObject({ title: 'The service is temporarily unavailable', status: 502, code: 'http_502', requestId: 'req-9' });
    expect(problem.detail).toBe('The server answered 502 Bad Gateway.');
  });

  it('turns JSON pointers into form paths, unescaping ~1 and ~0', () => {
    expect(pointerToPath('/email')).toBe('email');
    expect(pointerToPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToPath('')).toBe('');
  });

  it('keeps the first message of a field and leaves out the body as a whole', () => {
    const problem = new ProblemError({
      title: 't',
      detail: 'd',
      status: 400,
      code: 'validation_failed',
      errors: [
        { pointer: '', detail: 'body' },
        { pointer: '/email', detail: 'first' },
        { pointer: '/email', detail: 'second' },
      ],
    });
    expect(fieldErrors(problem)).toEqual({ email: 'first' });
  });
});

describe('errors that are not problems', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are shown as a generic problem, their message and stack kept off the screen', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const problem = toProblem(new TypeError("Cannot read properties of undefined (reading 'name')"));
    expect(problem.title).toBe('Something went wrong on this page');
    expect(`${problem.title} ${problem.detail}`).not.toMatch(/undefined|TypeError|reading/);
    expect(console).toHaveBeenCalledOnce();
  });
});
