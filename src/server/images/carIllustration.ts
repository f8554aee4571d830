/**
 * Flat side-view car illustrations, one silhouette per body style, painted in any colour. Drawn
 * on a 760 x 503 canvas (the article hero preset; 370 x 245 cards share its 1.51 ratio) with a
 * light backdrop, ground shadow, glass, wheels and lights. No scripts, no external references.
 */
import type { BodyStyle } from '#src/domain/content/types';
import { escapeXml, luminance, shade } from './svgText';

export const CANVAS_WIDTH = 760;
export const CANVAS_HEIGHT = 503;

interface Silhouette {
  /** Top outline from the rear bottom corner to the front bottom corner. */
  outline: string;
  bottomY: number;
  rearFrontWheels: readonly [number, number];
  wheelY: number;
  wheelR: number;
  windows: readonly string[];
  /** Vertical panel gaps: [x, topY, bottomY]. */
  gaps: readonly (readonly [number, number, number])[];
  /** Head and tail lamps: [x, y, width, height]. */
  headLamp: readonly [number, number, number, number];
  tailLamp: readonly [number, number, number, number];
  /** Door handles: [x, y]. */
  handles: readonly (readonly [number, number])[];
  /** Extra details drawn over the body (roof rails, load bed, seats), using {dark} and {light}. */
  extra?: string;
}

const silhouettes: Record<BodyStyle, Silhouette> = {
  hatchback: {
    outline:
      'M 100 378 L 96 300 Q 97 262 124 252 L 180 198 Q 192 187 212 186 L 400 184 Q 424 184 440 198 L 508 258 Q 598 268 648 286 Q 674 296 674 326 L 672 378',
    bottomY: 378,
    rearFrontWheels: [218, 560],
    wheelY: 374,
    wheelR: 50,
    windows: [
      'M 190 252 L 228 206 Q 234 200 246 200 L 318 199 L 318 252 Z',
      'M 330 252 L 330 199 L 398 199 Q 413 199 424 208 L 470 252 Z',
    ],
    gaps: [
      [324, 200, 362],
      [478, 258, 362],
      [196, 258, 330],
    ],
    headLamp: [636, 288, 32, 14],
    tailLamp: [96, 266, 16, 26],
    handles: [
      [290, 274],
      [438, 274],
    ],
  },
  saloon: {
    outline:
      'M 84 378 L 82 304 Q 84 284 104 280 L 206 270 L 274 208 Q 288 196 308 195 L 436 195 Q 456 196 470 208 L 536 266 Q 628 276 666 292 Q 690 302 690 328 L 688 378',
    bottomY: 378,
    rearFrontWheels: [222, 568],
    wheelY: 374,
    wheelR: 50,
    windows: [
      'M 232 264 L 284 214 Q 292 208 304 208 L 364 208 L 364 264 Z',
      'M 376 264 L 376 208 L 434 208 Q 446 208 456 216 L 506 264 Z',
    ],
    gaps: [
      [370, 208, 362],
      [512, 268, 362],
      [226, 272, 350],
    ],
    headLamp: [654, 294, 32, 13],
    tailLamp: [82, 286, 16, 20],
    handles: [
      [334, 284],
      [478, 284],
    ],
  },
  estate: {
    outline:
      'M 84 378 L 82 292 Q 82 262 102 254 L 132 200 Q 140 188 158 187 L 432 185 Q 452 186 464 198 L 532 262 Q 626 272 668 290 Q 690 300 690 326 L 688 378',
    bottomY: 378,
    rearFrontWheels: [210, 572],
    wheelY: 374,
    wheelR: 50,
    windows: [
      'M 142 254 L 164 204 Q 168 200 176 200 L 244 200 L 244 254 Z',
      'M 256 254 L 256 200 L 346 200 L 346 254 Z',
      'M 358 254 L 358 200 L 432 199 Q 444 199 452 207 L 498 254 Z',
    ],
    gaps: [
      [352, 200, 362],
      [506, 262, 362],
      [250, 200, 360],
    ],
    headLamp: [654, 290, 32, 14],
    tailLamp: [82, 262, 14, 30],
    handles: [
      [318, 276],
      [468, 276],
    ],
  },
  suv: {
    outline:
      'M 92 366 L 88 272 Q 88 240 110 232 L 142 172 Q 150 160 168 159 L 440 157 Q 460 158 472 170 L 532 232 Q 624 242 664 262 Q 686 274 686 304 L 684 366',
    bottomY: 366,
    rearFrontWheels: [216, 566],
    wheelY: 370,
    wheelR: 56,
    windows: [
      'M 152 230 L 174 176 Q 178 172 186 172 L 264 172 L 264 230 Z',
      'M 276 230 L 276 172 L 360 172 L 360 230 Z',
      'M 372 230 L 372 172 L 440 171 Q 452 171 460 180 L 502 230 Z',
    ],
    gaps: [
      [366, 172, 352],
      [510, 238, 352],
      [270, 172, 350],
    ],
    headLamp: [650, 262, 34, 15],
    tailLamp: [88, 242, 16, 32],
    handles: [
      [330, 254],
      [472, 254],
    ],
    extra:
      '<rect x="176" y="148" width="252" height="7" rx="3" fill="{dark}"/><rect x="92" y="330" width="592" height="14" rx="4" fill="{dark}" opacity="0.35"/>',
  },
  mpv: {
    outline:
      'M 90 374 L 86 250 Q 88 200 120 178 L 162 150 Q 172 143 192 142 L 442 140 Q 464 141 480 155 L 590 244 Q 652 256 674 276 Q 690 290 690 318 L 688 374',
    bottomY: 374,
    rearFrontWheels: [212, 572],
    wheelY: 372,
    wheelR: 52,
    windows: [
      'M 126 238 L 128 208 Q 132 190 152 178 L 176 162 Q 182 158 190 158 L 252 158 L 252 238 Z',
      'M 264 238 L 264 158 L 362 158 L 362 238 Z',
      'M 374 238 L 374 158 L 444 157 Q 456 158 466 167 L 548 238 Z',
    ],
    gaps: [
      [368, 158, 358],
      [556, 246, 358],
      [258, 158, 356],
    ],
    headLamp: [654, 276, 32, 14],
    tailLamp: [86, 244, 16, 34],
    handles: [
      [334, 262],
      [500, 262],
    ],
  },
  coupe: {
    outline:
      'M 96 380 L 92 322 Q 94 302 120 294 L 214 264 Q 272 218 330 210 L 430 208 Q 452 209 466 220 L 540 272 Q 632 282 670 298 Q 690 308 690 332 L 688 380',
    bottomY: 380,
    rearFrontWheels: [212, 572],
    wheelY: 376,
    wheelR: 50,
    windows: [
      'M 246 266 L 300 226 Q 318 216 340 215 L 392 215 L 392 266 Z',
      'M 404 266 L 404 215 L 436 215 Q 450 216 460 224 L 512 266 Z',
    ],
    gaps: [
      [518, 272, 364],
      [398, 216, 364],
    ],
    headLamp: [656, 298, 30, 12],
    tailLamp: [92, 298, 18, 14],
    handles: [[478, 288]],
  },
  convertible: {
    outline:
      'M 96 380 L 92 314 Q 94 294 120 290 L 392 282 L 432 228 Q 436 222 444 224 L 446 230 L 416 282 L 540 274 Q 632 282 670 298 Q 690 308 690 332 L 688 380',
    bottomY: 380,
    rearFrontWheels: [212, 572],
    wheelY: 376,
    wheelR: 50,
    windows: ['M 420 282 L 440 232 L 443 234 L 428 282 Z'],
    gaps: [[512, 278, 364]],
    headLamp: [656, 298, 30, 12],
    tailLamp: [92, 296, 18, 14],
    handles: [[470, 296]],
    extra:
      '<path d="M 286 284 L 290 244 Q 292 236 302 236 L 318 236 Q 326 236 326 244 L 324 284 Z" fill="{dark}"/><path d="M 346 284 L 350 244 Q 352 236 362 236 L 378 236 Q 386 236 386 244 L 384 284 Z" fill="{dark}"/>',
  },
  'panel-van': {
    outline:
      'M 72 374 L 70 150 Q 70 128 92 126 L 468 122 Q 490 122 504 140 L 562 232 Q 642 246 672 262 Q 690 272 690 302 L 688 374',
    bottomY: 374,
    rearFrontWheels: [190, 576],
    wheelY: 372,
    wheelR: 52,
    windows: ['M 478 230 L 478 142 Q 480 136 490 138 L 500 146 L 548 230 Z'],
    gaps: [
      [470, 136, 358],
      [556, 236, 358],
      [300, 136, 358],
      [104, 136, 358],
    ],
    headLamp: [654, 262, 32, 16],
    tailLamp: [72, 250, 12, 40],
    handles: [
      [446, 250],
      [284, 250],
    ],
    extra: '<rect x="112" y="214" width="350" height="10" rx="3" fill="{light}" opacity="0.35"/>',
  },
  'pick-up': {
    outline:
      'M 70 366 L 68 260 L 298 260 L 300 178 Q 302 160 322 158 L 470 156 Q 490 156 502 170 L 550 236 Q 632 246 668 262 Q 688 272 688 302 L 686 366',
    bottomY: 366,
    rearFrontWheels: [196, 570],
    wheelY: 370,
    wheelR: 56,
    windows: [
      'M 316 234 L 316 172 L 392 170 L 392 234 Z',
      'M 404 234 L 404 170 L 466 169 Q 478 170 486 178 L 526 234 Z',
    ],
    gaps: [
      [398, 170, 350],
      [532, 238, 350],
      [300, 262, 350],
    ],
    headLamp: [652, 262, 34, 15],
    tailLamp: [68, 272, 12, 34],
    handles: [
      [366, 254],
      [480, 254],
    ],
    extra:
      '<rect x="68" y="256" width="232" height="8" rx="2" fill="{dark}"/><rect x="70" y="330" width="616" height="12" rx="4" fill="{dark}" opacity="0.35"/>',
  },
};

/** The closed body path: the outline, then the sill with an arch over each wheel. */
function bodyPath(s: Silhouette): string {
  const [rear, front] = s.rearFrontWheels;
  const arch = s.wheelR + 7;
  const y = s.bottomY;
  return `${s.outline} L ${front + arch} ${y} A ${arch} ${arch} 0 0 0 ${front - arch} ${y} L ${rear + arch} ${y} A ${arch} ${arch} 0 0 0 ${rear - arch} ${y} Z`;
}

/** The dark wheel well showing through an arch. */
function wheelWell(s: Silhouette, cx: number): string {
  const arch = s.wheelR + 7;
  return `<path d="M ${cx + arch} ${s.bottomY} A ${arch} ${arch} 0 0 0 ${cx - arch} ${s.bottomY} Z" fill="#262a31"/>`;
}

function wheel(cx: number, cy: number, r: number): string {
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const x = (cx + Math.cos(rad) * r * 0.5).toFixed(1);
      const y = (cy + Math.sin(rad) * r * 0.5).toFixed(1);
      return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="#8b929c" stroke-width="${(r * 0.13).toFixed(1)}" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d2026"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.64).toFixed(1)}" fill="#b7bcc4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.56).toFixed(1)}" fill="#d5d9de"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="#6b717a"/>`
  );
}

export interface CarIllustrationOptions {
  bodyStyle: BodyStyle;
  /** Paint colour as #rrggbb. */
  colour: string;
  /** Accessible name of the colour, used in the title (defaults to the hex). */
  colourName?: string;
  width?: number;
  height?: number;
}

/** A side-view illustration of a car of the body style in the colour, as an SVG document string. */
export function carIllustration({
  bodyStyle,
  colour,
  colourName,
  width = CANVAS_WIDTH,
  height = CANVAS_HEIGHT,
}: CarIllustrationOptions): string {
  const s = silhouettes[bodyStyle];
  if (!s || !/^#[0-9a-f]{6}$/i.test(colour)) throw new RangeError('Unknown body style or colour');
  const paint = colour.toLowerCase();
  const light = luminance(paint) > 0.6;
  const edge = shade(paint, light ? -0.28 : -0.35);
  const dark = shade(paint, -0.45);
  const highlight = shade(paint, 0.35);
  const path = bodyPath(s);
  const [rear, front] = s.rearFrontWheels;
  const label = `${colourName ?? paint} ${bodyStyle.replace('-', ' ')}`;
  const extra = (s.extra ?? '').replace(/\{dark\}/g, dark).replace(/\{light\}/g, highlight);
  const gaps = s.gaps
    .map(
      ([x, y1, y2]) =>
        `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${edge}" stroke-width="2" opacity="0.55"/>`,
    )
    .join('');
  const handles = s.handles
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="26" height="6" rx="3" fill="${dark}" opacity="0.7"/>`)
    .join('');
  const windows = s.windows.map((d) => `<path d="${d}" fill="#2f3a47"/>`).join('');
  const [hx, hy, hw, hh] = s.headLamp;
  const [tx, ty, tw, th] = s.tailLamp;
  const belt = s.windows.length > 0 ? beltY(s) : s.bottomY - 120;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" role="img" aria-label="Illustration of a ${escapeXml(label)}">`,
    `<title>Illustration of a ${escapeXml(label)}</title>`,
    `<defs><clipPath id="body"><path d="${path}"/></clipPath></defs>`,
    `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="#eef2f6"/>`,
    `<rect y="420" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT - 420}" fill="#dfe5ec"/>`,
    `<ellipse cx="${(rear + front) / 2}" cy="${s.wheelY + s.wheelR - 2}" rx="${(front - rear) / 2 + 150}" ry="16" fill="#000" opacity="0.13"/>`,
    `<path d="${path}" fill="${paint}" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>`,
    `<g clip-path="url(#body)"><rect x="0" y="${s.bottomY - 44}" width="${CANVAS_WIDTH}" height="60" fill="#000" opacity="0.12"/>`,
    `<rect x="0" y="${belt}" width="${CANVAS_WIDTH}" height="5" fill="${highlight}" opacity="0.45"/></g>`,
    windows,
    gaps,
    handles,
    extra,
    `<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="5" fill="#fff4cf" stroke="${edge}" stroke-width="1.5"/>`,
    `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="4" fill="#c8312c"/>`,
    wheelWell(s, rear),
    wheelWell(s, front),
    wheel(rear, s.wheelY, s.wheelR),
    wheel(front, s.wheelY, s.wheelR),
    '</svg>',
  ].join('');
}

/** The y of the window line (bottom of the side glass), for the highlight stripe under it. */
function beltY(s: Silhouette): number {
  const first = s.windows[0] ?? '';
  const numbers = first.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return (ys.length > 0 ? Math.max(...ys) : s.bottomY - 120) + 8;
}
