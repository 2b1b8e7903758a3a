import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Container from '@cloudscape-design/components/container';
import Box from '@cloudscape-design/components/box';

/** A short titled page for link targets whose content comes in later issues. */
export default function InfoPage({ title, text }: { title: string; text: string }) {
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <Box variant="p">{text}</Box>
      </Container>
    </ContentLayout>
  );
}
