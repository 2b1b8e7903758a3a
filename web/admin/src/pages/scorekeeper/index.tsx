// /score/{leagueId}/{gameId}: the scorekeeper screen, made for a phone at the field (one hand, 360 px and up, large
// buttons). The league's admin, a manager of either team or the game's named scorekeeper starts the game, taps
// the score up (by the sport's steps: basketball's +1, +2, +3) or down, runs the period and the game clock, and
// ends it with the final score. Every tap sends a change (not the whole score) that the server adds to the score as
// stored, and every open screen reads the game again every 2 seconds, so a second phone never loses or doubles a
// point and each shows the other's taps.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '../../lib/form-errors';
import { ScorekeeperPicker } from './scorekeeper-picker';
import { sportPreset } from '../../../../../shared/sport-presets';
import { gameMoment } from '../../../../../shared/site-dates';
import { useEndGame, useLiveClock, useLiveGame, useLiveScore, useStartGame } from './hooks';
import { LiveClock } from './live-clock';
import './scorekeeper.css';

export default function ScorekeeperPage() {
  const { leagueId = '', gameId = '' } = useParams();
  const { live, saved, sendingRef } = useLiveGame(leagueId, gameId);
  const [ending, setEnding] = useState(false);
  const start = useStartGame(leagueId, gameId, saved);
  const end = useEndGame(leagueId, gameId, (a) => { saved(a); setEnding(false); });
  const clock = useLiveClock(leagueId, gameId, saved);
  const { tap, withPending, saving, saveError } = useLiveScore(leagueId, gameId, saved, sendingRef);
  const game = live.data?.game;

  if (live.isPending) return <div className="keeper"><Spinner size="large" /></div>;
  if (live.isError || !game) return <div className="keeper"><Alert type="error">{messageOf(live.error)}</Alert></div>;

  const steps = sportPreset(live.data.sport).live.steps;
  const shown = withPending({ home_score: game.home_score ?? 0, away_score: game.away_score ?? 0 });
  const side = (which: 'home' | 'away', name: string, label: string) => {
    const value = shown[which === 'home' ? 'home_score' : 'away_score'];
    return (
      <section className="keeper__side" aria-label={`${name} (${label})`}>
        <h2 className="keeper__team">{name}<span className="keeper__where">{label}</span></h2>
        <output className="keeper__score" aria-live="polite" aria-label={`${name} score`}>{value}</output>
        <div className="keeper__buttons" style={{ gridTemplateColumns: `repeat(${steps.length + 1}, 1fr)` }}>
          <button type="button" className="keeper__minus" aria-label={`${name} minus one`} onClick={() => tap({ side: which, change: -1 })} disabled={value === 0}>−1</button>
          {steps.map((n) => (
            <button key={n} type="button" className="keeper__plus" aria-label={`${name} plus ${n === 1 ? 'one' : n}`} onClick={() => tap({ side: which, change: n })}>+{n}</button>
          ))}
        </div>
      </section>
    );
  };
  const error = start.error ?? end.error ?? clock.error ?? saveError;

  return (
    <div className="keeper">
      <header className="keeper__head">
        <h1>{game.home_team.name} vs {game.away_team.name}</h1>
        <p>{gameMoment(game.scheduled_at, game.time_zone)}{game.location ? ` · ${game.location}` : ''}</p>
        <p className={`keeper__state keeper__state--${game.status}`} role="status">
          {game.status === 'in_progress' ? (saving ? 'Live · saving…' : 'Live · saved') : game.status === 'completed' ? (game.result_status === 'confirmed' ? `Final ${game.home_score}-${game.away_score}` : `${game.home_score}-${game.away_score} reported: awaiting the league's admin's confirmation`) : 'Not started'}
        </p>
      </header>
      {error !== null && error !== undefined && <Alert type="error">{messageOf(error)}</Alert>}
      {(game.status === 'scheduled' || game.status === 'postponed') && (
        <button type="button" className="keeper__big" onClick={() => start.mutate()} disabled={start.isPending}>{start.isPending ? 'Starting…' : 'Start game'}</button>
      )}
      {game.status === 'in_progress' && (
        <>
          <LiveClock data={live.data} receivedAt={live.dataUpdatedAt} busy={clock.isPending} act={(a) => clock.mutate(a)} />
          <div className="keeper__sides">
            {side('home', game.home_team.name, 'Home')}
            {side('away', game.away_team.name, 'Away')}
          </div>
          {ending ? (
            <div className="keeper__confirm">
              <p>End the game with the final score {game.home_team.name} {shown.home_score} - {shown.away_score} {game.away_team.name}?</p>
              <button type="button" className="keeper__big" onClick={() => end.mutate({ ...shown, revision: game.revision })} disabled={end.isPending || saving}>{end.isPending ? 'Ending…' : 'Yes, end the game'}</button>
              <button type="button" className="keeper__plain" onClick={() => setEnding(false)}>Keep playing</button>
            </div>
          ) : (
            <button type="button" className="keeper__plain keeper__end" onClick={() => setEnding(true)}>End game…</button>
          )}
        </>
      )}
      {game.status === 'cancelled' && <Alert type="info">This game is cancelled.</Alert>}
      {live.data.can_name_scorekeeper && <ScorekeeperPicker leagueId={leagueId} gameId={gameId} current={live.data.scorekeeper} onSaved={saved} />}
    </div>
  );
}
