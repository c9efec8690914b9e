import type { ComponentType } from 'react';
import { lazy, useState } from 'react';

/**
 * A lazily loaded component whose chunk can be asked for ahead of its first render (`preload`, once). Once
 * the chunk has come it renders at once, as a static import would; before, it suspends as `React.lazy` does.
 * A plain `lazy` suspends on its first render even when its chunk is there, and React then holds the reveal
 * of the boundary's content for up to 300 ms (its fallback throttle): on a reload of the statistics page that
 * was a third of the wait after the data had come (docs/decisions.md "A started chunk renders at once").
 */
export function startedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let started: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (started ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        started = null; // asked again, it loads again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Started(props: P) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the content.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Started, { preload });
}
