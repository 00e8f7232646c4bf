import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The server build of the public pages (frontend/src/app/entry-server.tsx). */
interface ServerRenderModule {
  setServerFetch(fetchImpl: typeof fetch): void;
  renderPage(request: {
    url: string;
    origin: string;
    day: string;
  }): Promise<{ status: number; head: string; body: string; state: string }>;
  /** Whether a path under /admin is one of the admin area's pages; any other is the 404 page. */
  isAdminPage(pathname: string): boolean;
}

export interface RenderedHtml {
  status: number;
  html: string;
}

/**
 * Renders a public page into the built index.html: the page's head tags replace the default title
 * and description, its markup goes into <div id="root">, and the queries it read go into a JSON
 * script element the browser hydrates from.
 *
 * The server bundle is loaded at its first use, or by warm() once the server listens: loading it
 * was 0.26 s of every start before it could answer anything, and a cluster's primary never renders.
 */
export class PageRenderer {
  private loaded: ServerRenderModule | null = null;
  private fetchImpl: typeof fetch | null = null;

  private constructor(
    private readonly bundle: string,
    private readonly template: PageTemplate,
  ) {}

  /** The renderer for a frontend build, or null when the build has no server bundle (only the page shell is served then). */
  static load(frontendDist: string): PageRenderer | null {
    const bundle = resolve(frontendDist, '../dist-server/entry-server.cjs');
    if (!existsSync(bundle)) return null;
    return new PageRenderer(bundle, PageTemplate.parse(readFileSync(join(frontendDist, 'index.html'), 'utf8')));
  }

  /** Loads the server bundle now, if no page asked for it yet; a bundle that fails to load is logged, and each page says so again. */
  warm(): void {
    try {
      void this.module;
    } catch (error) {
      new Logger('PageRenderer').error(
        `The server bundle did not load: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private get module(): ServerRenderModule {
    if (!this.loaded) {
      // The bundle is CommonJS, built next to the frontend (vite build --ssr).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- its path is known only at run time, and loading it is synchronous
      this.loaded = require(this.bundle) as ServerRenderModule;
      if (this.fetchImpl) this.loaded.setServerFetch(this.fetchImpl);
    }
    return this.loaded;
  }

  /** How the pages reach the API while rendering (in process). */
  useFetch(fetchImpl: typeof fetch): void {
    this.fetchImpl = fetchImpl;
    this.loaded?.setServerFetch(fetchImpl);
  }

  /** Whether a path under /admin is one of the admin area's pages (the admin router's list). */
  isAdminPage(pathname: string): boolean {
    return this.module.isAdminPage(pathname);
  }

  async render(url: string, origin: string, day: string): Promise<RenderedHtml> {
    const page = await this.module.renderPage({ url, origin, day });
    return { status: page.status, html: this.template.fill(page) };
  }
}

const ROOT = '<div id="root"></div>';

/** index.html split where a rendered page goes. */
export class PageTemplate {
  private constructor(
    private readonly beforeHead: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
  ) {}

  static parse(html: string): PageTemplate {
    // The page's own title and description replace the defaults (which the admin shell keeps).
    const withoutDefaults = html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '');
    const headEnd = withoutDefaults.indexOf('</head>');
    const root = withoutDefaults.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) throw new Error(`index.html has no </head> followed by ${ROOT}`);
    return new PageTemplate(
      withoutDefaults.slice(0, headEnd),
      withoutDefaults.slice(headEnd, root),
      withoutDefaults.slice(root + ROOT.length),
    );
  }

  fill({ head, body, state }: { head: string; body: string; state: string }): string {
    // React writes resource hints (an eager image's preload) before the markup: they belong in the head.
    const hints = /^(?:<link [^>]*\/?>)+/.exec(body)?.[0] ?? '';
    const markup = body.slice(hints.length);
    return `${this.beforeHead}${head}${hints}${this.beforeRoot}<div id="root">${markup}</div><script type="application/json" id="page-state">${state}</script>${this.afterRoot}`;
  }
}
