// An answer's words and the pages its figures come from, as links inside the admin. A link the model writes in its
// text ([label](/path)) is a link too; only paths of this app are followed, anything else stays plain text, so
// words from league content can never turn into a link to somewhere else.
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AssistantLink } from '../../../../../shared/assistant-schema';
import { leavesApp } from '../../lib/public-pages';

const INLINE_LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A link to an admin page; `onFollowed` runs after the move (the phone's full-screen panel closes to show it). */
export function AppLink({ href, children, onFollowed }: { href: string; children: ReactNode; onFollowed?: () => void }) {
  const navigate = useNavigate();
  return (
    <Link
      href={href}
      onFollow={(e) => {
        // A league's public site (/l/...) and the public pages are served outside the app: an ordinary page load.
        if (href.startsWith('/l/') || leavesApp(href)) return;
        e.preventDefault();
        navigate(href);
        onFollowed?.();
      }}
    >
      {children}
    </Link>
  );
}

function lineWithLinks(line: string, onFollowed?: () => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of line.matchAll(INLINE_LINK)) {
    const [whole, label, href] = m as unknown as [string, string, string];
    parts.push(line.slice(at, m.index));
    parts.push(isAppPath(href) ? <AppLink key={m.index} href={href} onFollowed={onFollowed}>{label}</AppLink> : whole);
    at = m.index + whole.length;
  }
  parts.push(line.slice(at));
  return parts;
}

export function AnswerText({ text, links, onFollowed }: { text: string; links: AssistantLink[]; onFollowed?: () => void }) {
  const lines = text.split('\n');
  return (
    <SpaceBetween size="xs">
      {text !== '' && (
        <div className="assistant-answer">
          {lines.map((line, i) => (
            <Fragment key={i}>
              {lineWithLinks(line, onFollowed)}
              {i < lines.length - 1 && <br />}
            </Fragment>
          ))}
        </div>
      )}
      {links.filter((l) => isAppPath(l.href)).length > 0 && (
        <ul className="assistant-links" aria-label="Pages of this answer">
          {links.filter((l) => isAppPath(l.href)).map((l) => (
            <li key={l.href}><AppLink href={l.href} onFollowed={onFollowed}>{l.label}</AppLink></li>
          ))}
        </ul>
      )}
    </SpaceBetween>
  );
}
