import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './target-policy';

const REQUEST_HEADERS = {
  'user-agent': 'DentalEventsAgendaReader/1.0',
  accept: 'text/html,application/xhtml+xml;q=0.9',
  // Compressed bodies would need inflating before the size cap could be applied honestly.
  'accept-encoding': 'identity',
};

/**
 * Sends one GET to a checked target and resolves with the response head. The connection goes to
 * the address that was checked: the lookup below answers with it instead of asking DNS again, so
 * a name cannot resolve to a public address for the check and a private one for the connection.
 * Host header and TLS server name still come from the URL, so virtual hosts and certificates work.
 */
export function requestOnce(target: CheckedTarget, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target.url, {
      method: 'GET',
      headers: REQUEST_HEADERS,
      // A fresh agent per request: a pooled socket could belong to an earlier, different answer.
      agent: false,
      lookup: pinnedLookup(target.address, target.family),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily); give only ours.
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
