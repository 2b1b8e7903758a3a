// A team's logo, or its initials (2 characters, as the public site shows them) when it has none or the image
// does not load.
import { useState } from 'react';

export function TeamLogo({ name, url, size = 32 }: { name: string; url: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initials = name.split(/\s+/).filter(Boolean).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  const box = { width: size, height: size, borderRadius: 6, flex: 'none' } as const;
  if (url && !broken) return <img src={url} alt={`${name} logo`} style={{ ...box, objectFit: 'cover' }} onError={() => setBroken(true)} />;
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#e9ebed', color: '#414d5c', fontWeight: 700, fontSize: size * 0.4 }}
    >
      {initials}
    </span>
  );
}
