import fs from 'node:fs';
import { qrRuns } from '../../src/permits/certificate.qr.js';

/**
 * A video of a QR code as a Y4M file (YUV4MPEG2, 4:2:0), for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the camera path of the offline verifier is then tested with
 * real frames, decoded by the page as a phone's camera would feed it. The code is drawn from the very
 * modules the certificate prints (`qrRuns`, src/permits/certificate.qr.ts), with the quiet zone the
 * standard asks for, dark on a paper grey. Written here so no ffmpeg is needed: Y4M is a text header,
 * then per frame `FRAME\n` and the Y, U and V planes; grey needs no colour, so U and V are all 128.
 */
export interface QrVideoOptions {
  width?: number;
  height?: number;
  frames?: number;
  /** The code's side in pixels, quiet zone included (at most the frame's smaller side). */
  side?: number;
}

const PAPER = 235;
const INK = 20;
const QUIET_MODULES = 4;

export function qrVideoFrame(text: string, width: number, height: number, side: number): Uint8Array {
  const { size, runs } = qrRuns(text);
  const module = Math.floor(side / (size + 2 * QUIET_MODULES));
  if (module < 1) throw new Error(`a ${size}-module code does not fit in ${side} pixels`);
  const y = new Uint8Array(width * height).fill(PAPER);
  const left = Math.floor((width - module * size) / 2);
  const top = Math.floor((height - module * size) / 2);
  for (const [row, col, length] of runs) {
    for (let dy = 0; dy < module; dy++) {
      const start = (top + row * module + dy) * width + left + col * module;
      y.fill(INK, start, start + length * module);
    }
  }
  return y;
}

/** Writes the Y4M video of `text`'s QR code to `file`: `frames` identical frames at 10 frames a second. */
export function writeQrVideo(file: string, text: string, options: QrVideoOptions = {}): void {
  const { width = 640, height = 480, frames = 5 } = options;
  writeGreyVideo(file, qrVideoFrame(text, width, height, options.side ?? Math.min(width, height)), width, height, frames);
}

/** A camera pointed at blank paper: frames with no code in them. */
export function writeBlankVideo(file: string, width = 640, height = 480): void {
  writeGreyVideo(file, new Uint8Array(width * height).fill(PAPER), width, height, 5);
}

function writeGreyVideo(file: string, luma: Uint8Array, width: number, height: number, frames: number): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  if (luma.length !== width * height) throw new Error('the luma plane is not width × height');
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
