// Calling one of the contract's routes from the browser: its path (declared beside its one caller, checked against
// the contract at compile time by a type-only import: no zod in the browser) filled in, and its answer typed.
import type { ResponseOf, Routes } from '../../../../shared/api-contract';
import { fetchJson, fillPath, type FetchJsonOptions } from './fetch-json';

export type RoutePath<K extends keyof Routes> = Routes[K]['path'];

/** The answer of route `K` at `path`, its `{name}` parts filled from `values`; a refusal throws an ApiError. */
export const callSite = <K extends keyof Routes>(path: RoutePath<K>, values: Record<string, string> = {}, options?: FetchJsonOptions) =>
  fetchJson<ResponseOf<K>>(fillPath(path, values), options);
