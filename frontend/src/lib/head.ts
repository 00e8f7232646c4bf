import { useEffect } from 'react';

/**
 * Document title, description, Open Graph tags and an optional JSON-LD block, written into
 * <head> while a page is shown and restored when it goes away. Values are set through DOM
 * properties (never parsed as HTML); JSON-LD text additionally escapes '<' so that a value such as
 * '</script>' can never end the script element even if the head is serialised.
 */

export interface DocumentHead {
  title: string;
  description?: string;
  image?: string | null;
  /** Open Graph type, 'website' unless given. */
  type?: string;
  jsonLd?: Record<string, unknown> | null;
}

const MANAGED = 'data-page-head';

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined | null): () => void {
  const selector = `meta[${attribute}="${key}"]`;
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  const created = !element;
  const previous = element?.getAttribute('content') ?? null;
  if (!content) {
    if (element && element.hasAttribute(MANAGED)) element.remove();
    return () => undefined;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

function absoluteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return null;
  }
}

export function useDocumentHead({ title, description, image, type = 'website', jsonLd }: DocumentHead): void {
  const jsonText = jsonLd ? serializeJsonLd(jsonLd) : null;

  useEffect(() => {
    const previousTitle = document.title;
    if (title) document.title = title;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', type),
      setMeta('property', 'og:url', window.location.href),
      setMeta('property', 'og:image', absoluteUrl(image)),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, image, type]);

  useEffect(() => {
    if (!jsonText) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MANAGED, '');
    script.textContent = jsonText;
    document.head.appendChild(script);
    return () => script.remove();
  }, [jsonText]);
}
