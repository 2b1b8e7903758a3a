import { lazy, type ComponentType } from 'react';

/** A named export of a module as a component loaded on first render (React.lazy wants a default export). */
export function lazyPanel<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never> }));
}
