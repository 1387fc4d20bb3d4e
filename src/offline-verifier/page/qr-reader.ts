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

/** Scans camera frames until a QR code is read or `stop()` is called; the camera is released either way. */
export async function scanWithCamera(video: HTMLVideoElement, onText: (text: string) => void): Promise<{ stop(): void }> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  await video.play();
  let running = true;
  const stop = () => {
    running = false;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const frame = () => {
    if (!running) return;
    const text = video.videoWidth > 0 ? decodePixels(video, video.videoWidth, video.videoHeight, 800) : undefined;
    if (text !== undefined) {
      stop();
      onText(text);
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return { stop };
}
