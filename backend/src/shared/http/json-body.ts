import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { invalid } from '../domain/domain-errors';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest legitimate body is
 * an event with an agenda of days, holding sessions, holding a workshop's sessions, holding
 * speaker objects: about ten levels. 64 leaves ample room while keeping every recursive step
 * after parsing (zod's validation of the recursive agenda schema, cloning, storing) far from the
 * stack's limit: an agenda nested 535 levels deep used to overflow validation and answer 500.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
export const FORBIDDEN_KEY_MESSAGE =
  'The request body may not hold a "__proto__" key, or a "constructor" key holding "prototype".';

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when the JSON text opens more than `maxDepth` arrays or objects inside one another. A
 * loop over the characters, never recursion, so the check itself cannot overflow; brackets inside
 * strings are text and do not count. It runs before JSON.parse, which is not recursive in V8 but
 * would hand the deep value to code that is. Malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH)
        index += 1; // the escaped character, whatever it is, is text
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The API's own 400 (the error filter answers a domain error as {message} before it looks at
 * framework codes), with the status Fastify reads from a parser's error.
 */
function refusal(message: string): Error {
  return Object.assign(invalid(message), { statusCode: 400 });
}

/** True when the text is JSON after all: the parser refused it for a key that could poison prototypes. */
function isWellFormedJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces the application/json parser with one that refuses bodies nested deeper than
 * MAX_JSON_DEPTH before parsing, then parses exactly as before (Fastify's parser: the same body
 * limit, __proto__ and constructor.prototype keys refused, with their own message). Nest adds its own body parsers when
 * the application initialises and refuses to replace one that exists; they are registered here
 * first (Nest then leaves them be) and the JSON one is swapped for this one.
 */
export function registerJsonBody(app: NestFastifyApplication): void {
  app.getHttpAdapter().registerParserMiddleware(undefined, false);
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(refusal(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    // Fastify's default parser answers through `done`; its declared type also allows the promise-returning kind.
    // Its refusals all say "not valid JSON"; a well-formed body refused for a key is told which keys (parsed again only then).
    void parseJson(request, text, (error, parsed) => {
      if (error && text !== '' && isWellFormedJson(text)) done(refusal(FORBIDDEN_KEY_MESSAGE), undefined);
      else done(error, parsed);
    });
  });
}
