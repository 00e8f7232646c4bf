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
 */
export class PageRenderer {
  private constructor(
    private readonly module: ServerRenderModule,
    private readonly template: PageTemplate,
  ) {}

  /** The renderer for a frontend build, or null when the build has no server bundle (only the page shell is served then). */
  static load(frontendDist: string): PageRenderer | null {
    const bundle = resolve(frontendDist, '../dist-server/entry-server.cjs');
    if (!existsSync(bundle)) return null;
    // The bundle is CommonJS, built next to the frontend (vite build --ssr).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- its path is known only at run time, and loading it is synchronous
    const module = require(bundle) as ServerRenderModule;
    return new PageRenderer(module, PageTemplate.parse(readFileSync(join(frontendDist, 'index.html'), 'utf8')));
  }

  /** How the pages reach the API while rendering (in process). */
  useFetch(fetchImpl: typeof fetch): void {
    this.module.setServerFetch(fetchImpl);
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
