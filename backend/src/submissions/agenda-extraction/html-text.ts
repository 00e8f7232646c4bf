import { Parser } from 'htmlparser2';
import { AnyNode, Document, DomHandler, Element, isTag, isText } from 'domhandler';

/**
 * Deepest element nesting kept. The parser's work per tag grows with the depth of open elements,
 * so a hostile page of nothing but '<div>' would take minutes; real pages stay far below this
 * (browsers themselves flatten beyond 512).
 */
export const MAX_NESTING_DEPTH = 256;

/** Elements whose content is never page text: scripts stay inert strings, never run or shown. */
const NON_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'object', 'head']);

/** Elements that end a line of visible text. */
const LINE_BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Invisible or control characters that only disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufeff]/g;

/** Parses untrusted HTML into an inert tree (htmlparser2 never executes anything). */
export function parseHtml(html: string): Document {
  const handler = new DepthLimitedHandler();
  try {
    new Parser(handler, { decodeEntities: true }).end(html);
  } catch (error) {
    // Past the depth limit the page is hostile or broken: keep what was parsed before it.
    if (!(error instanceof NestingTooDeep)) throw error;
  }
  return handler.root;
}

class NestingTooDeep extends Error {}

class DepthLimitedHandler extends DomHandler {
  private depth = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > MAX_NESTING_DEPTH) throw new NestingTooDeep();
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

export type WalkDecision = 'skip-children' | void;

/**
 * Visits elements in document order. Iterative rather than recursive so a page nested
 * thousands of levels deep cannot overflow the stack.
 */
export function walkElements(roots: AnyNode[], visit: (element: Element) => WalkDecision): void {
  const stack: AnyNode[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node) || NON_TEXT.has(node.name)) continue;
    if (visit(node) === 'skip-children') continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/** Every element with the given tag name in document order, scripts included; not searched inside matches. */
export function findElements(roots: AnyNode[], name: string): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === name) found.push(node);
    else for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return found;
}

/** The raw character data inside an element such as <script>, not decoded or interpreted. */
export function rawText(element: Element): string {
  return element.children.map((child) => (isText(child) ? child.data : '')).join('');
}

/**
 * The visible text of a node as trimmed, whitespace-collapsed lines (block elements and <br>
 * end lines). `exclude` drops whole subtrees, e.g. nested lists that are separate items.
 */
export function textLines(root: AnyNode, exclude: (element: Element) => boolean = () => false): string[] {
  let raw = '';
  const stack: Array<AnyNode | '\n'> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === '\n') {
      raw += '\n';
    } else if (isText(node)) {
      raw += node.data;
    } else if (isTag(node) && (node === root || (!NON_TEXT.has(node.name) && !exclude(node)))) {
      const breaks = LINE_BREAKING.has(node.name);
      if (breaks) raw += '\n';
      if (breaks) stack.push('\n');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    } else if (node instanceof Document) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return raw
    .split('\n')
    .map(collapseWhitespace)
    .filter((line) => line !== '');
}

/** The visible text of a node on one line. */
export function inlineText(root: AnyNode, exclude?: (element: Element) => boolean): string {
  return textLines(root, exclude).join(' ');
}

export function collapseWhitespace(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/**
 * Plain text from a value that may hold markup or entities (JSON-LD strings often do):
 * tags are dropped through the parser, never by pattern.
 */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return collapseWhitespace(value);
  return inlineText(parseHtml(value));
}

/** Cuts text to at most `max` UTF-16 units without leaving half a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

export function childElements(element: Element, names?: ReadonlySet<string>): Element[] {
  return element.children.filter((c): c is Element => isTag(c) && (!names || names.has(c.name)));
}

export function hasClass(element: Element, pattern: RegExp): boolean {
  return pattern.test(element.attribs.class ?? '');
}
