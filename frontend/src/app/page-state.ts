import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScriptElement } from '../lib/head';

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

/** The page state as the text of its script element. */
export function serializePageState(state: PageState): string {
  return jsonForScriptElement(state);
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
