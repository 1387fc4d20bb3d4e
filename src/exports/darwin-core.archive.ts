import { Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP written as it is read (fflate's streaming Zip, the library of the privacy export): each file
 * is deflated batch by batch and its bytes handed on at once, so the archive is never whole in
 * memory. Files go one after the other (a ZIP's entries cannot interleave); the central directory
 * comes last.
 */

export interface ArchiveFile {
  readonly name: string;
  /** The file's text in pieces, e.g. a header then batches of lines. */
  readonly pieces: () => AsyncIterable<string>;
}

const encoder = new TextEncoder();

export async function* streamZip(files: readonly ArchiveFile[], modified: Date): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else ready.push(chunk);
  });
  const take = function* (): Generator<Buffer> {
    if (failure !== null) throw failure;
    for (const chunk of ready.splice(0)) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  };
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    entry.mtime = modified;
    zip.add(entry);
    for await (const piece of file.pieces()) {
      entry.push(encoder.encode(piece));
      yield* take();
    }
    entry.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}
