// /availability/{token}?answer=going: where a reminder e-mail's Going / Not going / Maybe links land. No sign-in:
// the signed link names one player and one game, and answers only for them until the game is over. The answer the
// link named is chosen already; saving it takes a press.
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { AVAILABILITY_ANSWERS, AVAILABILITY_LABELS } from '../../../../../shared/game-day-schema';
import { gameMoment } from '../../../../../shared/site-dates';
import { messageOf } from '../../lib/form-errors';
import { AnswerPicker } from '../../components/game-day/answer-picker';
import { useAvailabilityLink } from '../../components/game-day/availability-hooks';

export default function AvailabilityLinkPage() {
  const token = useParams().token ?? '';
  const asked = useSearchParams()[0].get('answer');
  const { link, save } = useAvailabilityLink(token);
  const preset = AVAILABILITY_ANSWERS.find((a) => a === asked) ?? null;

  return (
    <ContentLayout header={<Header variant="h1">Are you coming?</Header>}>
      {link.isPending ? <Spinner size="large" /> : link.isError ? <Alert type="error">{messageOf(link.error)}</Alert> : (
        <Container header={<Header variant="h2" description={`${link.data.team_name} · ${link.data.league_name}`}>{link.data.game.home} vs {link.data.game.away}</Header>}>
          <SpaceBetween size="m">
            <div>
              <div>{gameMoment(link.data.game.scheduled_at, link.data.game.time_zone)}</div>
              {link.data.game.location && <div>{link.data.game.location}</div>}
            </div>
            <div role="status">
              {link.data.answer
                ? `${link.data.player_name}, your answer: ${AVAILABILITY_LABELS[link.data.answer]}${link.data.note ? ` (${link.data.note})` : ''}.`
                : `${link.data.player_name}, you have not answered yet.`}
            </div>
            {save.isError && <Alert type="error">{messageOf(save.error)}</Alert>}
            <AnswerPicker label={`${link.data.game.home} vs ${link.data.game.away}`} initial={preset ?? link.data.answer} note={link.data.note} saving={save.isPending}
              onSave={(answer, note) => save.mutate({ answer, note })} />
          </SpaceBetween>
        </Container>
      )}
    </ContentLayout>
  );
}
