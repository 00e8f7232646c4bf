/**
 * Draws the demo sponsors' logos: one 392×116 SVG per demo sponsor in
 * public/attached_assets/sponsors/<sponsor key>.svg, a mark and a wordmark in the company's own
 * colour, so no two sponsors look alike. Run after changing a design here:
 *   node frontend/scripts/draw-demo-sponsor-logos.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../public/attached_assets/sponsors');

/** Marks, drawn in a 100×100 box at the logo's left, in the sponsor's colour and its second colour. */
const MARKS = {
  star: (a, b) =>
    `<path d="M50 6 61 38 95 38 68 58 78 92 50 72 22 92 32 58 5 38 39 38Z" fill="${a}"/><circle cx="50" cy="52" r="12" fill="${b}"/>`,
  orbit: (a, b) =>
    `<circle cx="50" cy="50" r="20" fill="${a}"/><ellipse cx="50" cy="50" rx="46" ry="18" fill="none" stroke="${b}" stroke-width="6" transform="rotate(-25 50 50)"/>`,
  peak: (a, b) =>
    `<path d="M4 92 42 14 62 54 72 38 96 92Z" fill="${a}"/><path d="M42 14 52 34 42 30 32 36Z" fill="${b}"/>`,
  hexagon: (a, b) =>
    `<path d="M50 4 92 28V72L50 96 8 72V28Z" fill="${a}"/><path d="M50 28 71 40V60L50 72 29 60V40Z" fill="${b}"/>`,
  arc: (a, b) =>
    `<path d="M10 70C10 20 90 20 90 70" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round"/><path d="M28 74C28 48 72 48 72 74" fill="none" stroke="${b}" stroke-width="10" stroke-linecap="round"/>`,
  leaf: (a, b) =>
    `<path d="M12 88C8 40 40 8 92 10 92 60 60 92 12 88Z" fill="${a}"/><path d="M16 84 70 30" stroke="${b}" stroke-width="6" stroke-linecap="round"/>`,
  maple: (a, b) =>
    `<path d="M50 4 58 26 76 18 70 42 94 44 74 60 82 76 58 70 54 96H46L42 70 18 76 26 60 6 44 30 42 24 18 42 26Z" fill="${a}"/><rect x="47" y="60" width="6" height="36" fill="${b}"/>`,
  beam: (a, b) =>
    `<circle cx="50" cy="50" r="44" fill="${a}"/><path d="M50 18V82M18 50H82M27 27 73 73M73 27 27 73" stroke="${b}" stroke-width="6" stroke-linecap="round"/>`,
  drop: (a, b) =>
    `<path d="M50 4C70 36 86 52 86 66A36 36 0 0 1 14 66C14 52 30 36 50 4Z" fill="${a}"/><circle cx="40" cy="64" r="10" fill="${b}"/>`,
  moon: (a, b) =>
    `<path d="M62 6A44 44 0 1 0 94 70 36 36 0 1 1 62 6Z" fill="${a}"/><circle cx="78" cy="22" r="6" fill="${b}"/>`,
  bars: (a, b) =>
    `<rect x="8" y="56" width="20" height="38" rx="3" fill="${b}"/><rect x="40" y="34" width="20" height="60" rx="3" fill="${a}"/><rect x="72" y="8" width="20" height="86" rx="3" fill="${a}"/>`,
  compass: (a, b) =>
    `<circle cx="50" cy="50" r="42" fill="none" stroke="${a}" stroke-width="8"/><path d="M50 14 62 50 50 86 38 50Z" fill="${a}"/><path d="M50 14 62 50H38Z" fill="${b}"/>`,
};

/** One logo per demo sponsor key (backend/src/demo/data/sponsors.ts). */
const LOGOS = [
  { key: 'novadent-systems', name: ['NovaDent', 'SYSTEMS'], mark: 'star', colors: ['#1d4ed8', '#f59e0b'] },
  { key: 'orbit-practice-cloud', name: ['Orbit', 'PRACTICE CLOUD'], mark: 'orbit', colors: ['#7c3aed', '#14b8a6'] },
  {
    key: 'apex-implant-technologies',
    name: ['Apex', 'IMPLANT TECHNOLOGIES'],
    mark: 'peak',
    colors: ['#0f172a', '#94a3b8'],
  },
  {
    key: 'zirconpeak-milling',
    name: ['ZirconPeak', 'MILLING CENTER'],
    mark: 'hexagon',
    colors: ['#0e7490', '#cffafe'],
  },
  { key: 'clearline-aligner-labs', name: ['Clearline', 'ALIGNER LABS'], mark: 'arc', colors: ['#0284c7', '#7dd3fc'] },
  { key: 'periogen-biologics', name: ['Periogen', 'BIOLOGICS'], mark: 'leaf', colors: ['#15803d', '#bbf7d0'] },
  { key: 'maplewood-endo', name: ['Maplewood', 'ENDO INSTRUMENTS'], mark: 'maple', colors: ['#b91c1c', '#7f1d1d'] },
  { key: 'brightarc-imaging', name: ['BrightArc', 'IMAGING'], mark: 'beam', colors: ['#ea580c', '#fff7ed'] },
  { key: 'luma-composites', name: ['Luma', 'COMPOSITE CO.'], mark: 'drop', colors: ['#db2777', '#fce7f3'] },
  { key: 'halcyon-sleep', name: ['Halcyon', 'SLEEP APPLIANCES'], mark: 'moon', colors: ['#4338ca', '#fbbf24'] },
  {
    key: 'summit-practice-analytics',
    name: ['Summit', 'PRACTICE ANALYTICS'],
    mark: 'bars',
    colors: ['#047857', '#6ee7b7'],
  },
  {
    key: 'northwind-dental-supply',
    name: ['Northwind', 'DENTAL SUPPLY'],
    mark: 'compass',
    colors: ['#334155', '#38bdf8'],
  },
];

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function logoSvg({ name: [word, line], mark, colors: [main, second] }) {
  const label = `${word} ${line[0]}${line.slice(1).toLowerCase()}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 12 392 116" width="392" height="116" role="img" aria-label="${escapeXml(label)}">
<g transform="translate(14 20)">${MARKS[mark](main, second)}</g>
<g font-family="Helvetica, Arial, sans-serif" fill="${main}"><text x="128" y="76" font-size="38" font-weight="bold" letter-spacing="-1">${escapeXml(word)}</text><text x="130" y="104" font-size="14" letter-spacing="2.5" fill="#475569">${escapeXml(line)}</text></g>
</svg>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(OUT_DIR, { recursive: true });
  for (const logo of LOGOS) {
    const file = join(OUT_DIR, `${logo.key}.svg`);
    await writeFile(file, logoSvg(logo));
    console.log(file);
  }
}
