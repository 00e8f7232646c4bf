import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser, in a non-executable JSON script element
 * (allowed by the Content-Security-Policy, unlike an inline script): the day it was rendered for
 * and the queries it read, so hydration renders exactly the same markup without fetching.
 */
export interface PageState {
  day: string;
  queries: DehydratedState;
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** JSON that cannot end its script element: '<', '>' and '&' are written as \u escapes. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page state the server sent with this page, or null (the admin area, a page built without a server). */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
