// A team's logo, or its initials when it has none or the image does not load: the one logo of the admin (the
// team management table, the team details dialog, the team page and My Teams).
import { useState } from 'react';
import { initials } from '../../lib/format';
import './team-logo.css';

interface Props {
  name: string;
  url: string | null | undefined;
  size?: number;
  /** A circle (team page, My Teams) rather than a rounded square (tables, dialogs). */
  round?: boolean;
  /** Beside the team's name already: hidden from screen readers. */
  decorative?: boolean;
}

export function TeamLogo({ name, url, size = 32, round = false, decorative = false }: Props) {
  const [broken, setBroken] = useState(false);
  const className = `team-logo${round ? ' team-logo--round' : ''}`;
  const style = { width: size, height: size, fontSize: size * 0.4 };
  const label = decorative ? { alt: '', 'aria-hidden': true } : { alt: `${name} logo` };
  if (url && !broken) return <img className={`${className} team-logo--image`} src={url} style={style} {...label} onError={() => setBroken(true)} />;
  return (
    <span className={className} style={style} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name} logo` })}>
      {initials(name)}
    </span>
  );
}
