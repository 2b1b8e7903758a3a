import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { getConfig } from '../../config';

/** 'Contact Us': the operator's address from /config.json (CONTACT_EMAIL locally, CDK context contactEmail). */
export function ContactEmail() {
  const email = getConfig().contactEmail;
  if (!email) {
    return <Box variant="p">This installation has no contact address configured; the Help Center answers most questions.</Box>;
  }
  return (
    <Box variant="p">
      E-mail <Link href={`mailto:${email}`}>{email}</Link> about your account, your plan or anything else.
    </Box>
  );
}
