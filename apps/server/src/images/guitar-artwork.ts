/**
 * Our own guitar artwork, drawn as SVG and rendered by sharp: the browser never needs an outside host.
 * The shapes are stylised, not photographs; a colour and a body style tell the kinds apart.
 */
export type GuitarKind = 'electric' | 'acoustic' | 'bass' | 'classical';

/** How the guitar is framed: the whole guitar, tilted the other way, or a close-up of the body (demo galleries). */
export const ARTWORK_VIEWS = ['front', 'tilted', 'closeup'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

const VIEW_TRANSFORMS: Record<ArtworkView, string> = {
  front: 'rotate(-18 400 330)',
  tilted: 'rotate(22 400 330) translate(0 10)',
  closeup: 'translate(400 300) scale(1.9) translate(-400 -400)',
};

interface ArtworkOptions {
  kind: GuitarKind;
  /** Body colour. */
  color: string;
  /** Background hue, 0-360. */
  hue: number;
  width?: number;
  height?: number;
  view?: ArtworkView;
}

function body(kind: GuitarKind, color: string): string {
  switch (kind) {
    case 'acoustic':
    case 'classical':
      return `
        <path d="M400 230 C 300 230 285 300 320 345 C 270 380 255 470 330 520 C 370 545 430 545 470 520 C 545 470 530 380 480 345 C 515 300 500 230 400 230 Z" fill="${color}" stroke="#2b1a0e" stroke-width="6"/>
        <circle cx="400" cy="380" r="${kind === 'classical' ? 34 : 40}" fill="#1b1209"/>
        <circle cx="400" cy="380" r="${kind === 'classical' ? 44 : 50}" fill="none" stroke="#e8d3a8" stroke-width="5"/>
        <rect x="370" y="455" width="60" height="14" rx="4" fill="#2b1a0e"/>`;
    case 'bass':
      return `
        <path d="M335 280 C 300 250 330 215 360 245 C 375 260 425 260 440 245 C 475 205 515 250 470 290 C 520 340 540 450 480 510 C 430 555 370 555 320 510 C 265 450 290 335 335 280 Z" fill="${color}" stroke="#1f1f1f" stroke-width="6"/>
        <rect x="372" y="360" width="56" height="22" rx="6" fill="#222"/>
        <rect x="372" y="410" width="56" height="22" rx="6" fill="#222"/>
        <rect x="378" y="470" width="44" height="16" rx="4" fill="#555"/>`;
    default:
      return `
        <path d="M340 270 C 290 230 320 190 360 230 C 380 250 420 250 440 235 C 490 190 520 240 470 290 C 530 330 540 450 475 505 C 425 550 365 548 322 505 C 270 455 280 330 340 270 Z" fill="${color}" stroke="#1f1f1f" stroke-width="6"/>
        <path d="M335 300 C 320 330 318 420 340 470 L 460 470 C 480 420 478 340 465 300 Z" fill="#f4f1ea" opacity="0.85"/>
        <rect x="370" y="330" width="60" height="20" rx="5" fill="#222"/>
        <rect x="370" y="390" width="60" height="20" rx="5" fill="#222"/>
        <rect x="376" y="450" width="48" height="14" rx="4" fill="#555"/>`;
  }
}

export function guitarSvg({ kind, color, hue, width = 800, height = 600, view = 'front' }: ArtworkOptions): string {
  const strings = kind === 'bass' ? 4 : 6;
  const neckWidth = kind === 'bass' ? 44 : kind === 'classical' ? 46 : 38;
  const lines = Array.from({ length: strings }, (_, i) => {
    const x = 400 - neckWidth / 2 + 5 + (i * (neckWidth - 10)) / (strings - 1);
    return `<line x1="${x}" y1="60" x2="${x}" y2="470" stroke="#d9d9d9" stroke-width="${kind === 'bass' ? 2.4 : 1.4}"/>`;
  }).join('');
  const frets = Array.from({ length: 11 }, (_, i) => {
    const y = 110 + i * 17;
    return `<line x1="${400 - neckWidth / 2}" y1="${y}" x2="${400 + neckWidth / 2}" y2="${y}" stroke="#c9b27c" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 45% 22%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 12%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.55" r="0.5">
      <stop offset="0" stop-color="hsl(${hue} 70% 60%)" stop-opacity="0.45"/>
      <stop offset="1" stop-color="hsl(${hue} 70% 60%)" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <circle cx="400" cy="340" r="300" fill="url(#glow)"/>
  <g transform="${VIEW_TRANSFORMS[view]}">
    <rect x="${400 - neckWidth / 2 - 6}" y="20" width="${neckWidth + 12}" height="70" rx="10" fill="#2b1a0e"/>
    <rect x="${400 - neckWidth / 2}" y="80" width="${neckWidth}" height="200" fill="#5b3a1e"/>
    ${frets}
    ${body(kind, color)}
    ${lines}
  </g>
</svg>`;
}
