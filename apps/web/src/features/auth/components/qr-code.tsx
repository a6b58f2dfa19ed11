import { useEffect, useState } from 'react';

/** Modules of light border around the code; scanners need it (ISO/IEC 18004). */
const QUIET_ZONE = 4;

interface QrMatrix {
  value: string;
  size: number;
  path: string;
}

/** The code as one SVG path, one unit square per dark module. */
async function buildMatrix(value: string): Promise<QrMatrix> {
  // Loaded with the page that shows a code, not with the app (decision 0005).
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { value, size: count + 2 * QUIET_ZONE, path };
}

interface QrCodeProps {
  value: string;
  /** What the image is, for screen readers. */
  label: string;
  /** Shown (as a status) while the generator loads. */
  loadingLabel: string;
  size?: number;
}

/** A QR code drawn as an accessible SVG image; its box keeps its size while loading. */
export function QrCode({ value, label, loadingLabel, size = 208 }: QrCodeProps) {
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  useEffect(() => {
    let cancelled = false;
    void buildMatrix(value).then((built) => {
      if (!cancelled) setMatrix(built);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  const ready = matrix?.value === value ? matrix : null;
  return (
    <div className="auth-qr-box" style={{ width: size, height: size }}>
      {ready ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${ready.size} ${ready.size}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
        >
          <rect width={ready.size} height={ready.size} fill="#ffffff" />
          <path d={ready.path} fill="#000000" />
        </svg>
      ) : (
        <span role="status" className="auth-qr-placeholder">
          {loadingLabel}
        </span>
      )}
    </div>
  );
}
