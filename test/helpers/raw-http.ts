import net from 'node:net';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The bytes as they came, for what a parser would hide. */
  readonly raw: string;
}

/** Splits the first HTTP/1.1 response out of what the socket received. */
export function parseResponse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete response head in: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const rest = raw.slice(end + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body: Number.isNaN(length) ? rest : rest.slice(0, length), raw };
}

/**
 * Writes `request` (bytes as given: anything a client could send, well-formed or not) to a fresh
 * connection and resolves with all that comes back until the server closes it, or until
 * `waitMs` of silence after a complete response.
 */
export function rawExchange(port: number, request: string | Buffer, options: { waitMs?: number } = {}): Promise<string> {
  const waitMs = options.waitMs ?? 500;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      clearTimeout(timer);
      timer = setTimeout(finish, waitMs);
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? finish() : reject(error)));
  });
}

export async function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return parseResponse(await rawExchange(port, request));
}
