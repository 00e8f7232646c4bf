import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, parseSync, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const EVENT_IMAGES_MODULE = '\0bundled-event-images';
const EVENT_REQUESTS = fileURLToPath(new URL('../contracts/src/http/event-requests.ts', import.meta.url));

/** The value of `export const BUNDLED_EVENT_IMAGES = [...] as const`, a literal of plain data. */
function readBundledEventImages(source: string): unknown {
  const { program } = parseSync(EVENT_REQUESTS, source, { lang: 'ts' });
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'BUNDLED_EVENT_IMAGES') continue;
      const value = declarator.init?.type === 'TSAsExpression' ? declarator.init.expression : declarator.init;
      // Read as plain data, which fails loudly if the literal ever refers to anything else.
      if (value?.type === 'ArrayExpression') return plainData(value);
    }
  }
  throw new Error(
    `${EVENT_REQUESTS} no longer declares BUNDLED_EVENT_IMAGES as an array literal: update eventImagesWithoutSchemas() in vite.config.ts.`,
  );
}

interface LiteralNode {
  type: string;
  value?: unknown;
  elements?: unknown[];
  properties?: Array<{
    type: string;
    computed?: boolean;
    key: { type: string; name?: string; value?: unknown };
    value: unknown;
  }>;
}

/** The value of a literal made of strings, numbers, booleans, null, arrays and objects; anything else throws. */
function plainData(node: unknown): unknown {
  const literal = node as LiteralNode;
  if (literal.type === 'Literal') return literal.value;
  if (literal.type === 'ArrayExpression') return (literal.elements ?? []).map(plainData);
  if (literal.type === 'ObjectExpression')
    return Object.fromEntries(
      (literal.properties ?? []).map((property) => {
        if (property.type !== 'Property' || property.computed)
          throw new Error(`BUNDLED_EVENT_IMAGES may hold only plain data, not a ${property.type}`);
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        return [String(key), plainData(property.value)];
      }),
    );
  throw new Error(`BUNDLED_EVENT_IMAGES may hold only plain data, not a ${literal.type}`);
}

/**
 * The shared image rule (contracts/src/rules/images.ts) reads its list of bundled event images
 * from http/event-requests.ts, a module that also builds the event forms' zod schemas when it
 * loads. Every event card resolves its image with that rule, so the public pages downloaded and
 * ran zod (about 25 KB gzipped and 100 ms of a phone's main thread) for a list of six names. In
 * the browser build, that one import gets a module holding just the list, with the values read
 * from the same contracts file (its array literal, found by parsing it). Forms still import the
 * schemas as before.
 * See docs/decisions/0015-event-image-list-without-zod.md.
 */
function eventImagesWithoutSchemas(): Plugin {
  return {
    name: 'dental:event-images-without-schemas',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../http/event-requests' &&
        importer &&
        /[\\/]contracts[\\/]src[\\/]rules[\\/]images\.ts$/.test(importer)
      )
        return EVENT_IMAGES_MODULE;
      return null;
    },
    load(id) {
      if (id !== EVENT_IMAGES_MODULE) return null;
      this.addWatchFile(EVENT_REQUESTS);
      return `export const BUNDLED_EVENT_IMAGES = ${JSON.stringify(readBundledEventImages(readFileSync(EVENT_REQUESTS, 'utf8')))};`;
    },
  };
}

const FIRST_PAGE_PRELOADER = 'preload-first-page';

/**
 * Builds src/app/preload-first-page.ts as a second entry and puts it in index.html as an async
 * module script: it runs as soon as it arrives and starts loading the opened page's chunks while
 * the main entry is still downloading, instead of after it has run.
 */
function firstPagePreloader(): Plugin {
  return {
    name: 'dental:first-page-preloader',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            [FIRST_PAGE_PRELOADER]: fileURLToPath(new URL('src/app/preload-first-page.ts', import.meta.url)),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === FIRST_PAGE_PRELOADER,
        );
        if (!chunk) throw new Error(`No ${FIRST_PAGE_PRELOADER} entry in the bundle`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The app's entry script and its preloaded page table at low fetch priority. Every public page
 * arrives rendered by the server, so its first paint needs the HTML, the stylesheet and the first
 * picture, not the JavaScript that makes it interactive. At the default (high) priority the 105 KB
 * entry shared a phone's bandwidth with the stylesheet, and Lighthouse, which treats a high-priority
 * script as render-blocking, put the first paint of an event page at 1.9 s instead of 1.2 s.
 * See docs/decisions/0080-scripts-after-first-paint.md.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'dental:scripts-after-first-paint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const lowered = html
          .replace(
            /<script type="module" crossorigin src="(\/assets\/index-[^"]+)"/,
            '<script type="module" fetchpriority="low" crossorigin src="$1"',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href="(\/assets\/pages-[^"]+)"/,
            '<link rel="modulepreload" fetchpriority="low" crossorigin href="$1"',
          );
        if ((lowered.match(/fetchpriority="low"/g) ?? []).length !== 2)
          throw new Error(
            'index.html no longer has the entry script and page table tags scriptsAfterFirstPaint() expects',
          );
        return lowered;
      },
    },
  };
}

/**
 * Gzip and brotli copies (`<file>.gz`, `<file>.br`) written next to the build's text files, which
 * the server sends as they are: compressing them at every boot took about 2.5 s of CPU. The same
 * types and size threshold as the server's own fallback (backend/src/shared/http/frontend-assets.ts).
 */
const precompressed = () =>
  compression({
    include: /\.(html|js|css|svg|json|txt|webmanifest)$/,
    threshold: 1025,
    algorithms: [defineAlgorithm('gzip', { level: 9 }), 'brotliCompress'],
    logLevel: 'silent',
  });

/**
 * The server's build of the same pages (`vite build --ssr`): one CommonJS bundle with every
 * dependency inside, which the backend loads to render public pages (src/app/entry-server.tsx).
 */
const serverRenderBuild = defineConfig({
  plugins: [eventImagesWithoutSchemas(), react()],
  // React's production build whatever NODE_ENV the server runs under: `npm start` sets none, and
  // React then chose its development build at run time, whose checks and warnings cost each
  // server render (decision 0115).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      '@dental/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
    },
  },
});

/** The public site and admin area; `npm run dev` proxies /api to the backend on port 3000. */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [
    eventImagesWithoutSchemas(),
    firstPagePreloader(),
    scriptsAfterFirstPaint(),
    react(),
    tailwindcss(),
    precompressed(),
  ],
  resolve: {
    alias: {
      '@dental/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The shared contracts only declare things: a page that uses one rule must not pull in
        // every schema (and zod) through the package's barrel file.
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Schemas are needed by forms only; keep zod out of the first download.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The page table is a chunk of its own, so the first-page preloader does not wait for
            // the app; everything else main.tsx imports statically stays in one chunk.
            { name: 'pages', test: /[\\/]src[\\/]app[\\/]pages\.ts$/, priority: 3 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]src[\\/]app[\\/](pages|preload-first-page)\.ts$/.test(id),
              priority: 2,
            },
            // The icons a page draws, each a module of a few hundred bytes, come in one chunk (about
            // 8 KB compressed): alone, they were a third of the 62 scripts an event page asked for
            // (decision 0104).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
