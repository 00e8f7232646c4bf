import { use, type ComponentType } from 'react';
import type { PageLoader } from './pages';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's chunk (once); resolves when the page can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, that can also be loaded ahead of time: main.tsx loads
 * the first page's chunk before the first render, so the page appears at once instead of after the
 * loading spinner (whose footer then jumped down: a layout shift). Later navigations suspend to
 * the layout's fallback as before.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
