import { initials } from './format';

/** A team's logo, or its two-letter initials in a circle (spec: 'team initials 2 characters'). */
export function TeamLogo({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (url) return <img className="logo" src={url} alt="" width={size} height={size} />;
  return <span className="logo logo--initials" style={{ width: size, height: size }} aria-hidden="true">{initials(name)}</span>;
}
