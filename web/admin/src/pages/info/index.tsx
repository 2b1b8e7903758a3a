import { useLocation } from 'react-router-dom';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Container from '@cloudscape-design/components/container';
import Box from '@cloudscape-design/components/box';
import { INFO_PAGES, InfoSections } from './content';
import { SystemStatus } from './status';
import './info.css';

/** The footer's and navigation's link targets (/features, /help, /docs, /status, ...): short pages in the app frame. */
export default function InfoPage({ title, text }: { title?: string; text?: string }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';

  if (path === '/status') {
    return (
      <ContentLayout header={<Header variant="h1" description="Whether the platform's API answers right now.">System Status</Header>}>
        <Container>
          <SystemStatus />
        </Container>
      </ContentLayout>
    );
  }

  const page = INFO_PAGES[path];
  return (
    <ContentLayout header={<Header variant="h1" description={page?.description}>{page?.title ?? title}</Header>}>
      <Container>{page ? <InfoSections sections={page.sections} /> : <Box variant="p">{text}</Box>}</Container>
    </ContentLayout>
  );
}
