// Who a message (or a rainout's notice) will reach, before anything is sent: the count, and the names behind it.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messageOf } from '../../lib/form-errors';

export interface PeopleList { count: number; people: { name: string }[]; group_label?: string }

export function PeoplePreview({ loading, error, data, verb = 'get this' }: { loading: boolean; error: unknown; data: PeopleList | undefined; verb?: string }) {
  if (loading) return <StatusIndicator type="loading">Counting people...</StatusIndicator>;
  if (error) return <Alert type="error">{messageOf(error)}</Alert>;
  if (!data) return null;
  const who = `${data.count} ${data.count === 1 ? 'person' : 'people'}`;
  return (
    <div data-testid="people-preview">
      <Box variant="p" fontWeight="bold">
        <span role="status">{data.count === 0 ? 'No one is in this group.' : `${who} will ${verb}`}</span>
      </Box>
      {data.count > 0 && (
        <ExpandableSection headerText={`Who: ${data.group_label ?? who}`}>
          <ul style={{ margin: 0, paddingLeft: 20, columns: '12rem' }}>
            {data.people.map((p, i) => <li key={`${p.name}-${i}`}>{p.name}</li>)}
          </ul>
        </ExpandableSection>
      )}
    </div>
  );
}
