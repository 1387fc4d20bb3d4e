import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The QR code's modules as one SVG path: a 1×1 square per dark module, drawn in the browser (no image, nothing inline). */
export function qrPath(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

const QUIET_ZONE = 4;

/** A QR code of `value` (an otpauth:// URI), dark on white with the quiet zone scanners need. */
export function QrCode({ value, label, pixels = 200 }: { value: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  const extent = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
