import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../components/router-link';
import { currentYear } from '../lib/format';

const COLUMNS: { title: string; links: [string, string][] }[] = [
  { title: 'Product', links: [['Features', '/features'], ['Pricing', '/pricing'], ['Demo', '/demo'], ['Integrations', '/integrations']] },
  { title: 'Support', links: [['Help Center', '/help'], ['Contact Us', '/contact'], ['Documentation', '/docs'], ['System Status', '/status']] },
  { title: 'Legal', links: [['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'], ['Cookie Policy', '/cookies']] },
];

export function Footer() {
  return (
    <footer id="app-footer" className="app-footer">
      <div className="app-footer__grid">
        <div>
          <Box variant="h3">League Platform</Box>
          <Box variant="p" color="text-body-secondary">
            The AI-assisted platform for recreational sports league management.
          </Box>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <Box variant="h4">{col.title}</Box>
            <SpaceBetween size="xxs">
              {col.links.map(([label, href]) => (
                <RouterLink key={href} href={href} variant="secondary">
                  {label}
                </RouterLink>
              ))}
            </SpaceBetween>
          </nav>
        ))}
      </div>
      <Box textAlign="center" color="text-body-secondary" padding={{ top: 'm' }}>
        © {currentYear()} League Platform. All rights reserved.
      </Box>
    </footer>
  );
}
