// Writing to a group of the league: who (the whole league, a level, the managers, one team, registrants of a season
// by status, the players who have not answered for a game), what kind of message it is, the text, where it leads,
// and now or later. Before sending it shows how many people, and who; the body is checked with the API's own schema.
// Sent now, it is queued and the worker sends it: the form says it is on its way and the log below fills as it goes.
import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, messageComposeSchema, type MessageGroup, type MessageKind } from '../../../../../shared/messages-schema';
import { leagueTeamsQuery } from '../../api/queries';
import { messageOf } from '../../lib/form-errors';
import { usePages } from '../custom-pages/page-hooks';
import { useLevels } from '../levels/level-hooks';
import { useSeasons } from '../seasons/season-hooks';
import { linkOf, LinkAndTimeFields, NO_LINK_NOW, pick, sendAtOf, type LinkAndTime } from './link-and-time';
import { useActiveSeasonGames, useGroupPreview, useSendMessage } from './messages-hooks';
import { PeoplePreview } from './people-preview';

type GroupType = MessageGroup['type'];
const GROUP_OPTIONS: { value: GroupType; label: string }[] = [
  { value: 'league', label: 'Everyone in the league' },
  { value: 'level', label: 'A level' },
  { value: 'managers', label: 'All team managers' },
  { value: 'team', label: 'One team' },
  { value: 'registrants', label: 'Registrants by status' },
  { value: 'unanswered', label: 'Players who have not answered for a game' },
];
/** The kind a group's message usually is (the organiser may choose another). */
const KIND_FOR: Record<GroupType, MessageKind> = {
  league: 'league_news', level: 'league_news', managers: 'league_news', team: 'team_messages', registrants: 'registration', unanswered: 'reminders',
};
const STATUS_OPTIONS = [{ value: 'paid', label: 'Paid' }, { value: 'unpaid', label: 'Unpaid' }, { value: 'waitlisted', label: 'Waitlisted' }];

/** The group as the API takes it, or null while a choice it needs is missing. */
function groupOf(type: GroupType, choice: string | null, seasonId: string | null): MessageGroup | null {
  switch (type) {
    case 'league': case 'managers': return { type };
    case 'level': return choice ? { type, level_id: choice } : null;
    case 'team': return choice ? { type, team_id: choice } : null;
    case 'registrants': return choice && seasonId ? { type, status: choice as 'paid' | 'unpaid' | 'waitlisted', season_id: seasonId } : null;
    case 'unanswered': return choice ? { type, game_id: choice } : null;
  }
}

/** The season registrants are counted in unless the organiser picks another: the active one, else the next to start. */
function defaultSeason(seasons: { id: string; status: string; start_date: string; draft?: unknown }[]): string | null {
  const live = seasons.filter((s) => !s.draft);
  const upcoming = live.filter((s) => s.status === 'upcoming').sort((a, b) => a.start_date.localeCompare(b.start_date));
  return (live.find((s) => s.status === 'active') ?? upcoming[0] ?? live[0])?.id ?? null;
}

export function ComposeForm({ league }: { league: { id: string; name: string } }) {
  const [type, setType] = useState<GroupType>('league');
  const [choice, setChoice] = useState<string | null>(null);
  const [kind, setKind] = useState<MessageKind>('league_news');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [linkAndTime, setLinkAndTime] = useState<LinkAndTime>(NO_LINK_NOW);
  const [pickedSeason, setPickedSeason] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  const levels = useLevels(league.id);
  const teams = useQuery(leagueTeamsQuery(league.id));
  const games = useActiveSeasonGames(league.id);
  const pages = usePages(league.id);
  const seasons = useSeasons(league.id);
  const seasonId = pickedSeason ?? defaultSeason(seasons.data ?? []);
  const seasonOptions = (seasons.data ?? []).filter((s) => !s.draft).map((s) => ({ value: s.id, label: `${s.name} (${s.status})` }));
  const group = groupOf(type, choice, seasonId);
  const preview = useGroupPreview(league.id, group);
  const send = useSendMessage(league.id);

  const gameOptions = useMemo(() => (games.data ?? []).map((g) => ({ value: g.id, label: `${g.local_date} ${g.local_time}: ${g.home_team.name} vs ${g.away_team.name}` })), [games.data]);
  const choiceOptions: SelectProps.Option[] = type === 'level' ? (levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))
    : type === 'team' ? (teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))
      : type === 'registrants' ? STATUS_OPTIONS
        : type === 'unanswered' ? gameOptions : [];
  const pageOptions: SelectProps.Option[] = (pages.data ?? []).map((p) => ({ value: p.slug, label: p.title }));

  const submit = () => {
    setDone(null);
    const parsed = messageComposeSchema.safeParse({ group, kind, subject, body, link: linkOf(linkAndTime), send_at: sendAtOf(linkAndTime) });
    if (!group) { setErrors({ group: 'Choose who to write to' }); return; }
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setDone(message.status === 'scheduled'
          ? `Scheduled for ${new Date(message.send_at).toLocaleString()}: ${message.recipients} ${message.recipients === 1 ? 'person' : 'people'}.`
          : `Sending to ${message.recipients} ${message.recipients === 1 ? 'person' : 'people'}: the log below shows each delivery as it goes.`);
        setSubject('');
        setBody('');
      },
    });
  };

  const count = preview.data?.count;
  return (
    <Container header={<Header variant="h2" description={`Write to people of ${league.name}: each gets it on the channels they chose for its kind.`}>New message</Header>}>
      <SpaceBetween size="m">
        <FormField label="To" errorText={errors.group}>
          <Select
            selectedOption={pick(GROUP_OPTIONS, type)}
            options={GROUP_OPTIONS}
            onChange={({ detail }) => {
              const next = detail.selectedOption.value as GroupType;
              setType(next);
              setChoice(null);
              setKind(KIND_FOR[next]);
            }}
          />
        </FormField>
        {type !== 'league' && type !== 'managers' && (
          <FormField label={{ level: 'Level', team: 'Team', registrants: 'Status', unanswered: 'Game' }[type]}>
            <Select
              selectedOption={pick(choiceOptions, choice)}
              options={choiceOptions}
              placeholder="Choose"
              empty="Nothing to choose yet"
              filteringType={choiceOptions.length > 8 ? 'auto' : 'none'}
              onChange={({ detail }) => setChoice(detail.selectedOption.value ?? null)}
            />
          </FormField>
        )}
        {type === 'registrants' && (
          <FormField label="Season" description="Registrants of this season.">
            <Select
              selectedOption={pick(seasonOptions, seasonId)} options={seasonOptions} placeholder="Choose" empty="No season yet"
              onChange={({ detail }) => setPickedSeason(detail.selectedOption.value ?? null)}
            />
          </FormField>
        )}
        <PeoplePreview loading={Boolean(group) && preview.isFetching} error={preview.error} data={group ? preview.data : undefined} />
        <FormField label="Kind" description="People choose which kinds they get, and how: this decides who may have opted out.">
          <Select
            selectedOption={{ value: kind, label: MESSAGE_KIND_LABELS[kind] }}
            options={MESSAGE_KINDS.map((k) => ({ value: k, label: MESSAGE_KIND_LABELS[k] }))}
            onChange={({ detail }) => setKind(detail.selectedOption.value as MessageKind)}
          />
        </FormField>
        <FormField label="Subject" errorText={errors.subject}>
          <Input value={subject} onChange={({ detail }) => setSubject(detail.value)} />
        </FormField>
        <FormField label="Message" errorText={errors.body}>
          <Textarea value={body} rows={6} onChange={({ detail }) => setBody(detail.value)} />
        </FormField>
        <LinkAndTimeFields value={linkAndTime} onChange={setLinkAndTime} games={gameOptions} pages={pageOptions} errors={errors} />
        {send.isError && <Alert type="error">{messageOf(send.error)}</Alert>}
        {done && <Alert type="success">{done}</Alert>}
        <Box float="right">
          <Button variant="primary" loading={send.isPending} disabled={!group || !count} onClick={submit}>
            {linkAndTime.when === 'later' ? 'Schedule' : count ? `Send to ${count} ${count === 1 ? 'person' : 'people'}` : 'Send'}
          </Button>
        </Box>
      </SpaceBetween>
    </Container>
  );
}
