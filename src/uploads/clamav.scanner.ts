import { once } from 'node:events';
import net from 'node:net';
import type { Readable } from 'node:stream';

/**
 * Malware scan through clamd (ClamAV's daemon), speaking its INSTREAM command directly on its
 * socket (`CLAMAV_SOCKET`): the bytes go in length-prefixed chunks, clamd answers with one line.
 * No files are shared with clamd, so it may run in another container or on another machine.
 */

export type ScanVerdict = { readonly infected: false } | { readonly infected: true; readonly signature: string };

export interface MalwareScanner {
  /** Reads the stream to its end. Throws `ScannerUnavailableError` when no verdict could be had. */
  scan(source: Readable): Promise<ScanVerdict>;
}

/** clamd could not be reached, timed out, or answered with an error (e.g. the file is over its StreamMaxLength). */
export class ScannerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScannerUnavailableError';
  }
}

/** clamd reads chunks of any size up to its limits; small ones keep memory flat. */
const CHUNK_BYTES = 64 * 1024;

function connectTo(socket: string): net.Socket {
  if (socket.startsWith('tcp://')) {
    const url = new URL(socket);
    return net.connect({ host: url.hostname, port: Number(url.port) });
  }
  return net.connect({ path: socket });
}

/** clamd's answer, up to the NUL that ends it (the `z` form of the command); rejects if none comes. */
function replyOf(connection: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (data: string) => {
      text += data;
      const end = text.indexOf('\0');
      if (end >= 0) resolve(text.slice(0, end));
    });
    connection.on('end', () => (text === '' ? reject(new Error('clamd closed the connection without an answer')) : resolve(text)));
    connection.on('error', reject);
    connection.on('timeout', () => reject(new Error('clamd did not answer in time')));
  });
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

export function createClamdScanner(socket: string, options: { readonly timeoutMs?: number } = {}): MalwareScanner {
  return {
    async scan(source: Readable): Promise<ScanVerdict> {
      const connection = connectTo(socket);
      connection.setTimeout(options.timeoutMs ?? 60_000);
      const reply = replyOf(connection);
      // clamd may answer before the stream ends (a size limit): then stop sending and read why.
      let answered = false;
      reply.then(
        () => {
          answered = true;
        },
        () => {
          answered = true;
        },
      );
      const write = async (data: Buffer) => {
        if (answered || connection.write(data)) return;
        await Promise.race([once(connection, 'drain'), reply.catch(() => undefined)]);
      };
      try {
        await Promise.race([once(connection, 'connect'), reply]);
        await write(Buffer.from('zINSTREAM\0'));
        for await (const chunk of source as AsyncIterable<Buffer>) {
          for (let offset = 0; offset < chunk.length && !answered; offset += CHUNK_BYTES) {
            const piece = chunk.subarray(offset, offset + CHUNK_BYTES);
            await write(Buffer.concat([lengthPrefix(piece.length), piece]));
          }
          if (answered) break;
        }
        await write(lengthPrefix(0));
        return verdictOf(await reply);
      } catch (error) {
        if (error instanceof ScannerUnavailableError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE' || code === 'ECONNRESET') {
          // clamd hangs up mid-stream only to refuse it; its one-line reason is lost with the socket.
          throw new ScannerUnavailableError(
            `clamd at ${socket} closed the connection before the whole file was sent: the file may be larger than its StreamMaxLength`,
            { cause: error },
          );
        }
        throw new ScannerUnavailableError(`clamd at ${socket}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      } finally {
        connection.destroy();
        source.destroy();
      }
    },
  };
}

/** `stream: OK`, `stream: <signature> FOUND`, or an error such as `INSTREAM size limit exceeded. ERROR`. */
function verdictOf(reply: string): ScanVerdict {
  const text = reply.trim();
  if (text === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1] !== undefined) return { infected: true, signature: found[1] };
  throw new ScannerUnavailableError(`clamd answered: ${text}`);
}
