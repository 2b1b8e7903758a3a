// Hydrates the server-rendered React islands: the same components, the same props (inlined as JSON beside them).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DirectoryIsland, type DirectoryProps } from './directory-island';
import { PricingIsland, type PricingProps } from './pricing-island';

export function mountPricing(el: HTMLElement, props: unknown) {
  hydrateRoot(el, <StrictMode><PricingIsland {...(props as PricingProps)} /></StrictMode>);
}

export function mountDirectory(el: HTMLElement, props: unknown) {
  hydrateRoot(el, <StrictMode><DirectoryIsland {...(props as DirectoryProps)} /></StrictMode>);
}
