/**
 * Draws the demo events' banners: one 1200×675 SVG per demo event in
 * public/attached_assets/events/<event key>.svg, each with its own colours, pattern and emblem and
 * the event's own name, city and year (only the year the event takes place in; none when its date
 * names no year). The demo data points at the WebP renditions that render-event-images.mjs makes
 * from these SVGs. Run after changing a design here, then render:
 *   node frontend/scripts/draw-demo-banners.mjs && node frontend/scripts/render-event-images.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../public/attached_assets/events');

/** Emblems, drawn in a 400×400 box centred on the origin, in the banner's accent and light colours. */
const EMBLEMS = {
  implant: (c) =>
    `<path d="M-95-40C-112-110-70-150-40-150-20-150-12-140 0-140 12-140 20-150 40-150 70-150 112-110 95-40 90-20 60-10 0-10-60-10-90-20-95-40Z" fill="${c.light}"/><rect x="-30" y="-12" width="60" height="36" rx="4" fill="${c.accent}"/><path d="M-44 24H44L34 200C30 214 14 222 0 222-14 222-30 214-34 200Z" fill="${c.accent}"/><path d="M-44 50 44 36M-42 80 42 66M-40 110 40 96M-38 140 38 126M-36 170 36 156" stroke="${c.deep}" stroke-width="6" stroke-linecap="round"/>`,
  tooth: (c) =>
    `<path d="M-110-90C-130-170-60-190-30-170-12-158 12-158 30-170 60-190 130-170 110-90 100-40 80 0 70 60 60 130 40 190 20 190 0 190 5 80 0 60-5 80 0 190-20 190-40 190-60 130-70 60-80 0-100-40-110-90Z" fill="${c.light}"/><path d="M-70-120C-50-140-20-130 0-125" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/>`,
  gum: (c) =>
    `<path d="M-180 20C-120-40-60 40 0-20 60-80 120 0 180-60V120H-180Z" fill="${c.accent}" opacity=".85"/>${[-120, -40, 40, 120].map((x) => `<path d="M${x - 34} 30C${x - 40}-40 ${x - 20}-80 ${x}-80S${x + 40}-40 ${x + 34} 30Z" fill="${c.light}"/>`).join('')}<path d="M-180 60C-120 10-60 80 0 30 60-20 120 50 180 0" fill="none" stroke="${c.light}" stroke-width="6" opacity=".6"/>`,
  smile: (c) =>
    `<path d="M-170-30C-100 120 100 120 170-30" fill="none" stroke="${c.light}" stroke-width="22" stroke-linecap="round"/><path d="M-120 10C-60 70 60 70 120 10L110 40C50 90-50 90-110 40Z" fill="${c.light}" opacity=".8"/><path d="M90-150 102-112 140-100 102-88 90-50 78-88 40-100 78-112Z" fill="${c.accent}"/><path d="M150-60 156-44 172-38 156-32 150-16 144-32 128-38 144-44Z" fill="${c.accent}"/>`,
  digital: (c) =>
    `<g fill="none" stroke="${c.light}" stroke-width="5">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${-150 + i * 60}-160V160" opacity=".35"/>`).join('')}<path d="M-160-60H160M-160 60H160" opacity=".35"/></g><path d="M-90-120C-100-40-80 40-40 120H40C80 40 100-40 90-120Z" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linejoin="round"/><path d="M-170 0H170" stroke="${c.accent}" stroke-width="8"/>${[-120, -40, 40, 120].map((x) => `<circle cx="${x}" cy="0" r="12" fill="${c.light}"/>`).join('')}`,
  arch: (c) =>
    `<path d="M-170 120C-170-120-90-170 0-170S170-120 170 120" fill="none" stroke="${c.light}" stroke-width="14" opacity=".5"/>${[-150, -110, -62, 0, 62, 110, 150].map((x, i) => `<rect x="${x - 20}" y="${[40, -50, -110, -130, -110, -50, 40][i] - 20}" width="40" height="40" rx="8" fill="${c.light}"/>`).join('')}<path d="M-150 40C-140-50-100-110-62-110S-20-130 0-130 40-120 62-110 140-50 150 40" fill="none" stroke="${c.accent}" stroke-width="8"/>`,
  root: (c) =>
    `<path d="M-100-150H100C120-60 90 20 60 180 50 210 20 210 15 180L0 60-15 180C-20 210-50 210-60 180-90 20-120-60-100-150Z" fill="${c.light}"/><path d="M-20-120C-30-20-40 80-38 170M20-120C30-20 40 80 38 170" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/>`,
  leadership: (c) =>
    `${[0, 1, 2, 3].map((i) => `<rect x="${-150 + i * 80}" y="${100 - i * 60}" width="56" height="${80 + i * 60}" rx="8" fill="${c.light}" opacity="${0.55 + i * 0.15}"/>`).join('')}<path d="M-160 60-80 0 0 20 80-60 160-120" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M130-150 170-125 140-95Z" fill="${c.accent}"/>`,
  sleep: (c) =>
    `<path d="M60-160A150 150 0 1 0 160 40 120 120 0 1 1 60-160Z" fill="${c.light}"/>${[
      [-130, -120, 10],
      [-60, -170, 6],
      [150, -140, 8],
      [-170, 10, 5],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.accent}"/>`)
      .join(
        '',
      )}<path d="M-170 150C-110 110-50 190 10 150S130 110 180 150" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  mountain: (c) =>
    `<path d="M-190 160-60-90 0 10 70-130 190 160Z" fill="${c.light}" opacity=".9"/><path d="M-60-90-25-23-60-40-90-30ZM70-130 110-52 70-72 40-62Z" fill="${c.accent}"/><path d="M-40 120H40M0 80V160" stroke="${c.deep}" stroke-width="14" stroke-linecap="round"/>`,
  child: (c) =>
    `<circle r="150" fill="${c.light}" opacity=".25"/><path d="M-80-70C-95-120-50-140-30-130-15-122 15-122 30-130 50-140 95-120 80-70 72-40 55 0 48 50 42 90 25 110 12 90L0 40-12 90C-25 110-42 90-48 50-55 0-72-40-80-70Z" fill="${c.light}"/><circle cx="-35" cy="-60" r="9" fill="${c.deep}"/><circle cx="35" cy="-60" r="9" fill="${c.deep}"/><path d="M-30-25C-15-5 15-5 30-25" fill="none" stroke="${c.deep}" stroke-width="7" stroke-linecap="round"/><path d="M120-150 132-118 166-114 140-92 148-58 120-76 92-58 100-92 74-114 108-118Z" fill="${c.accent}"/>`,
  onlay: (c) =>
    `<path d="M-150-20 0-110 150-20 0 70Z" fill="${c.light}"/><path d="M-150-20V60L0 150V70Z" fill="${c.accent}"/><path d="M150-20V60L0 150V70Z" fill="${c.accent}" opacity=".7"/><path d="M-70-40C-40-70 40-70 70-40" fill="none" stroke="${c.deep}" stroke-width="8" stroke-linecap="round"/>`,
  cap: (c) =>
    `<path d="M-190-40 0-130 190-40 0 50Z" fill="${c.light}"/><path d="M-110 0V90C-110 140 110 140 110 90V0L0 50Z" fill="${c.accent}"/><path d="M150-22V80" stroke="${c.light}" stroke-width="8"/><circle cx="150" cy="92" r="16" fill="${c.light}"/>`,
  vine: (c) =>
    `<path d="M-150 170C-120 40-40-40 60-90S170-150 170-170" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/>${[
      [-40, 20],
      [0, 60],
      [40, 20],
      [0, -20],
      [-20, 100],
      [20, 100],
      [-60, 60],
      [60, 60],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="${c.light}"/>`)
      .join('')}<path d="M60-90C110-110 150-70 130-30 90-40 60-60 60-90Z" fill="${c.accent}"/>`,
};

/** Background patterns, each a <pattern id="p"> drawn in the banner's light colour. */
const PATTERNS = {
  grid: (c) =>
    `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${c.light}" stroke-opacity=".1"/></pattern>`,
  dots: (c) =>
    `<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="${c.light}" fill-opacity=".14"/></pattern>`,
  diagonal: (c) =>
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V24" stroke="${c.light}" stroke-opacity=".08" stroke-width="6"/></pattern>`,
  waves: (c) =>
    `<pattern id="p" width="120" height="40" patternUnits="userSpaceOnUse"><path d="M0 20C30 0 60 40 90 20S120 0 120 20" fill="none" stroke="${c.light}" stroke-opacity=".1" stroke-width="3"/></pattern>`,
  rings: (c) =>
    `<pattern id="p" width="90" height="90" patternUnits="userSpaceOnUse"><circle cx="45" cy="45" r="30" fill="none" stroke="${c.light}" stroke-opacity=".09" stroke-width="3"/></pattern>`,
};

/** One design per demo event key (backend/src/demo/data/events.ts): the name as the banner writes it, in lines. */
const BANNERS = [
  {
    key: 'dallas-implant-summit',
    kicker: 'Implant & reconstructive surgery',
    lines: ['Lone Star Implant &', 'Reconstructive Summit'],
    place: 'Dallas, Texas',
    year: '2027',
    colors: {
      from: '#0b1e2d',
      to: '#12708a',
      accent: '#9fb3c2',
      light: '#e8f6fa',
      deep: '#3e5566',
      kickerColor: '#7fd6e8',
    },
    emblem: 'implant',
    pattern: 'grid',
  },
  {
    key: 'toronto-perio-symposium',
    kicker: 'Periodontology',
    lines: ['Great Lakes', 'Periodontal Symposium'],
    place: 'Toronto, Ontario',
    year: '2026',
    colors: {
      from: '#10302a',
      to: '#2f7d5b',
      accent: '#e57373',
      light: '#f4fbf6',
      deep: '#1b4d3e',
      kickerColor: '#a8e6c1',
    },
    emblem: 'gum',
    pattern: 'waves',
  },
  {
    key: 'nyc-esthetic-days',
    kicker: 'Esthetic dentistry',
    lines: ['Manhattan Esthetic', 'Dentistry Days'],
    place: 'New York, New York',
    year: '2026',
    colors: {
      from: '#2a1036',
      to: '#9c3d6e',
      accent: '#ffd27a',
      light: '#fff5f8',
      deep: '#5b1f45',
      kickerColor: '#ffc7dc',
    },
    emblem: 'smile',
    pattern: 'diagonal',
  },
  {
    key: 'chicago-digital-dentistry',
    kicker: 'CAD/CAM · scanning · 3D printing',
    lines: ['Midwest Digital', 'Dentistry Forum'],
    place: 'Chicago, Illinois',
    year: '2027',
    colors: {
      from: '#0d1033',
      to: '#3340a8',
      accent: '#52e3c2',
      light: '#e6e9ff',
      deep: '#1e246b',
      kickerColor: '#8fa0ff',
    },
    emblem: 'digital',
    pattern: 'dots',
  },
  {
    key: 'orlando-ortho-weekend',
    kicker: 'Orthodontics study weekend',
    lines: ['Sunshine State', 'Orthodontic Weekend'],
    place: 'Orlando, Florida',
    year: '2026',
    colors: {
      from: '#7a2e0b',
      to: '#f08c2e',
      accent: '#3fb6c9',
      light: '#fff7eb',
      deep: '#8a3c10',
      kickerColor: '#ffe0a8',
    },
    emblem: 'arch',
    pattern: 'rings',
  },
  {
    key: 'vancouver-endo-retreat',
    kicker: 'Endodontics',
    lines: ['Pacific Coast', 'Endodontic Retreat'],
    place: 'Vancouver, British Columbia',
    year: null,
    colors: {
      from: '#06283d',
      to: '#1f6f78',
      accent: '#f2a541',
      light: '#eefbfb',
      deep: '#0d3b46',
      kickerColor: '#9be3e0',
    },
    emblem: 'root',
    pattern: 'waves',
  },
  {
    key: 'boston-practice-roundtable',
    kicker: 'Practice leadership',
    lines: ['New England Practice', 'Leadership Roundtable'],
    place: 'Boston, Massachusetts',
    year: '2025',
    colors: {
      from: '#1a1a2e',
      to: '#7a1f2b',
      accent: '#e0b354',
      light: '#f7f1e8',
      deep: '#3d1419',
      kickerColor: '#f0cf8a',
    },
    emblem: 'leadership',
    pattern: 'diagonal',
  },
  {
    key: 'las-vegas-sleep-airway',
    kicker: 'Dental sleep medicine',
    lines: ['Desert Sleep & Airway', 'Dentistry Conference'],
    place: 'Las Vegas, Nevada',
    year: '2026',
    colors: {
      from: '#140c2e',
      to: '#5b3a8c',
      accent: '#f6c453',
      light: '#f3ecff',
      deep: '#2b1a52',
      kickerColor: '#cdb6ff',
    },
    emblem: 'sleep',
    pattern: 'dots',
  },
  {
    key: 'miami-smile-design',
    kicker: 'Smile design',
    lines: ['Biscayne Smile', 'Design Weekend'],
    place: 'Miami, Florida',
    year: '2027',
    colors: {
      from: '#00525e',
      to: '#22b8b0',
      accent: '#ff8a65',
      light: '#f0fffd',
      deep: '#004550',
      kickerColor: '#b5fff6',
    },
    emblem: 'tooth',
    pattern: 'waves',
  },
  {
    key: 'denver-oral-surgery-update',
    kicker: 'Oral & maxillofacial surgery',
    lines: ['Rocky Mountain', 'Oral Surgery Update'],
    place: 'Denver, Colorado',
    year: '2025',
    colors: {
      from: '#1d2b36',
      to: '#4f6d7a',
      accent: '#c9d6df',
      light: '#f5f8fa',
      deep: '#c0392b',
      kickerColor: '#c9e2ef',
    },
    emblem: 'mountain',
    pattern: 'grid',
  },
  {
    key: 'seattle-pediatric-seminar',
    kicker: 'Pediatric dentistry',
    lines: ['Puget Sound Pediatric', 'Dentistry Seminar'],
    place: 'Seattle, Washington',
    year: '2027',
    colors: {
      from: '#0f4c5c',
      to: '#3aa17e',
      accent: '#ffd166',
      light: '#ffffff',
      deep: '#0f4c5c',
      kickerColor: '#c8f7dc',
    },
    emblem: 'child',
    pattern: 'rings',
  },
  {
    key: 'montreal-restorative-congress',
    kicker: 'Dentisterie restauratrice · Restorative',
    lines: ['Montréal Restorative', 'Dentistry Congress'],
    place: 'Montréal, Québec',
    year: '2026',
    colors: {
      from: '#102a43',
      to: '#3e5c9a',
      accent: '#d9a441',
      light: '#f0f4ff',
      deep: '#102a43',
      kickerColor: '#b8c9f0',
    },
    emblem: 'onlay',
    pattern: 'grid',
  },
  {
    key: 'austin-new-dentist-symposium',
    kicker: 'For dentists in their first years',
    lines: ['Hill Country New', 'Dentist Symposium'],
    place: 'Austin, Texas',
    year: '2027',
    colors: {
      from: '#3b1f0e',
      to: '#b5651d',
      accent: '#2e8b8b',
      light: '#fff8ef',
      deep: '#3b1f0e',
      kickerColor: '#ffd9a8',
    },
    emblem: 'cap',
    pattern: 'dots',
  },
  {
    key: 'napa-prosthodontic-retreat',
    kicker: 'Prosthodontics',
    lines: ['Wine Country', 'Prosthodontic Retreat'],
    place: 'Napa Valley, California',
    year: '2026',
    colors: {
      from: '#2b0f1e',
      to: '#7b2d4f',
      accent: '#8fb339',
      light: '#f7e9f0',
      deep: '#2b0f1e',
      kickerColor: '#e9b8cf',
    },
    emblem: 'vine',
    pattern: 'rings',
  },
];

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function bannerSvg({ kicker, lines, place, year, colors: c, emblem, pattern }) {
  const label = `${lines.join(' ')}${year ? ` ${year}` : ''}, ${place}`;
  const titleLines = lines
    .map((line, i) => `<text x="84" y="${262 + i * 66}" font-size="54" font-weight="bold">${escapeXml(line)}</text>`)
    .join('');
  const footer = year ? `${escapeXml(place)} · ${year}` : escapeXml(place);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient><radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${c.light}" stop-opacity=".28"/><stop offset="1" stop-color="${c.light}" stop-opacity="0"/></radialGradient>${PATTERNS[pattern](c)}</defs>
<rect width="1200" height="675" fill="url(#bg)"/><rect width="1200" height="675" fill="url(#p)"/><circle cx="960" cy="340" r="290" fill="url(#halo)"/>
<g transform="translate(960 345) scale(.85)">${EMBLEMS[emblem](c)}</g>
<g font-family="Helvetica, Arial, sans-serif" fill="#fff"><text x="86" y="170" font-size="24" letter-spacing="5" fill="${c.kickerColor}">${escapeXml(kicker.toUpperCase())}</text>${titleLines}</g>
<rect x="86" y="${262 + lines.length * 66 - 14}" width="120" height="6" fill="${c.accent}"/>
<text x="86" y="${262 + lines.length * 66 + 44}" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="${c.kickerColor}">${footer}</text>
</svg>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(OUT_DIR, { recursive: true });
  for (const banner of BANNERS) {
    const file = join(OUT_DIR, `${banner.key}.svg`);
    await writeFile(file, bannerSvg(banner));
    console.log(file);
  }
}
