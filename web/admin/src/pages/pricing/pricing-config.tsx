import type { SegmentedControlProps } from '@cloudscape-design/components/segmented-control';
import { TRIAL_DAYS } from '../../../../../shared/subscription-schema';

export const TRIAL_LABEL = `Start ${TRIAL_DAYS}-day free trial`;

export const BILLING_OPTIONS: SegmentedControlProps.Option[] = [
  { id: 'monthly', text: 'Monthly' },
  { id: 'yearly', text: 'Yearly' },
];
