import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import { REGISTRATION_STATUS_LABEL, type RegistrationStatus } from '../../../../../shared/registration-schema';

const COLOUR: Record<RegistrationStatus, BadgeProps['color']> = {
  awaiting_payment: 'severity-medium', paid: 'green', waitlisted: 'blue', offered: 'severity-low', refunded: 'grey', cancelled: 'grey',
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge color={COLOUR[status]}>{REGISTRATION_STATUS_LABEL[status]}</Badge>;
}
