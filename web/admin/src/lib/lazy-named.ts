import { lazy, type ComponentType } from 'react';

/**
 * A named export of a module as a component loaded on its first render (React.lazy wants a default export): its
 * code is a chunk of its own, out of the first load. Render it inside a Suspense with a Cloudscape loading state.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never> }));
}
