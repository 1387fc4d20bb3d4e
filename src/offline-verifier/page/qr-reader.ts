import jsQR from 'jsqr';

/**
 * QR codes from an image file or the camera, decoded by jsQR in the page (no network, no native
 * scanner needed). A phone's photo is scaled down first: jsQR's time grows with the pixels, and a QR
 * code that fills part of a 12-megapixel photo still has modules several pixels wide at 1,600.
 */
const MAX_SIDE = 1600;

function decodePixels(source: CanvasImageSource, width: number, height: number, maxSide: number): string | undefined {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return undefined;
  context.drawImage(source, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  return jsQR(data, w, h, { inversionAttempts: 'attemptBoth' })?.data;
}

/** The text of the QR code in an image file, or undefined when none could be read. */
export async function readQrFromFile(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    // A small code in a large photo may need every pixel: try the full size when the scaled one fails.
    return (
      decodePixels(bitmap, bitmap.width, bitmap.height, MAX_SIDE) ??
      (Math.max(bitmap.width, bitmap.height) > MAX_SIDE ? decodePixels(bitmap, bitmap.width, bitmap.height, 4096) : undefined)
    );
  } finally {
    bitmap.close();
  }
}

/**
 * Scans camera frames until a QR code is read or `signal` aborts; the camera is released either way.
 * The same jsQR decoder as for image files: BarcodeDetector is missing from Chromium on Linux and from
 * Firefox, and a scanner that works only on some phones is no scanner for a checkpoint.
 * Resolves once the camera shows; an abort while the camera is still opening (a permission prompt is
 * up) releases it as soon as it opens, so a stopped scan never leaves the camera on.
 */
export async function scanWithCamera(video: HTMLVideoElement, onText: (text: string) => void, signal: AbortSignal): Promise<void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let running = true;
  const stop = () => {
    running = false;
    for (const track of stream.getTracks()) track.stop();
    if (video.srcObject === stream) video.srcObject = null;
  };
  if (signal.aborted) return stop();
  signal.addEventListener('abort', stop, { once: true });
  video.srcObject = stream;
  await video.play();
  const frame = () => {
    if (!running) return;
    // 800 pixels a side: jsQR reads a frame in a few milliseconds, and a code held up to the camera is large in it.
    const text = video.videoWidth > 0 ? decodePixels(video, video.videoWidth, video.videoHeight, 800) : undefined;
    if (text !== undefined) {
      stop();
      onText(text);
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Why the camera did not open, in words that say what to do about it: a ranger told only "could not be
 * opened" cannot tell a refused permission (fixed in the browser's settings) from a device with no camera.
 */
export function cameraFailure(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  const instead = 'choose a photo of the QR code instead, or paste its text.';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return `This page is not allowed to use the camera. Allow the camera for this page in the browser’s site settings, or ${instead}`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `No camera was found on this device. Please ${instead}`;
  if (name === 'NotReadableError')
    return `The camera is busy or could not start. Close any other app using it and try again, or ${instead}`;
  return `The camera could not be opened. Try again, or ${instead}`;
}
