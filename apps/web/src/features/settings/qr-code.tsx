import { create } from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  value: string;
  label: string;
  className?: string;
}

/** The quiet zone around the code, in modules, that scanners need. */
const MARGIN = 4;

/** A QR code drawn as one SVG path: sharp at any size, and dark on white in both themes. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const commands: string[] = [];
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) commands.push(`M${x + MARGIN} ${y + MARGIN}h1v1h-1z`);
      }
    }
    return { size: modules.size + MARGIN * 2, path: commands.join('') };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#10201c" />
    </svg>
  );
}
