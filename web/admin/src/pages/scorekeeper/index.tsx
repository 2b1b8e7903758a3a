// /score/{leagueId}/{gameId}: the scorekeeper screen, made for a phone at the field (one hand, 360 px and up, large
// buttons). The league's admin, a manager of either team or the game's named scorekeeper starts the game, taps
// the score up or down and ends it with the final score. Every tap saves the whole score (not a step), and the
// screen reads the game from the server when it opens, so a reload, a dropped connection or a second phone never
// loses or doubles a point.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '../../lib/form-errors';
import { ScorekeeperPicker } from './scorekeeper-picker';
import { useEndGame, useLiveGame, useLiveScore, useStartGame } from './hooks';
import './scorekeeper.css';

export default function ScorekeeperPage() {
  const { leagueId = '', gameId = '' } = useParams();
  const { live, saved } = useLiveGame(leagueId, gameId);
  const [ending, setEnding] = useState(false);
  const start = useStartGame(leagueId, gameId, saved);
  const end = useEndGame(leagueId, gameId, (a) => { saved(a); setEnding(false); });
  const game = live.data?.game;
  const { score, push, saving, saveError } = useLiveScore(leagueId, gameId, saved, game);

  if (live.isPending) return <div className="keeper"><Spinner size="large" /></div>;
  if (live.isError || !game) return <div className="keeper"><Alert type="error">{messageOf(live.error)}</Alert></div>;

  const tap = (side: 'home_score' | 'away_score', by: 1 | -1) => {
    const base = score ?? { home_score: 0, away_score: 0 };
    const next = { ...base, [side]: Math.min(999, Math.max(0, base[side] + by)) };
    push(next);
  };
  const shown = score ?? { home_score: game.home_score ?? 0, away_score: game.away_score ?? 0 };
  const side = (which: 'home_score' | 'away_score', name: string, label: string) => (
    <section className="keeper__side" aria-label={`${name} (${label})`}>
      <h2 className="keeper__team">{name}<span className="keeper__where">{label}</span></h2>
      <output className="keeper__score" aria-live="polite" aria-label={`${name} score`}>{shown[which]}</output>
      <div className="keeper__buttons">
        <button type="button" className="keeper__minus" aria-label={`${name} minus one`} onClick={() => tap(which, -1)} disabled={shown[which] === 0}>−1</button>
        <button type="button" className="keeper__plus" aria-label={`${name} plus one`} onClick={() => tap(which, 1)}>+1</button>
      </div>
    </section>
  );

  return (
    <div className="keeper">
      <header className="keeper__head">
        <h1>{game.home_team.name} vs {game.away_team.name}</h1>
        <p>{game.local_date} {game.local_time} ({game.time_zone}){game.location ? ` · ${game.location}` : ''}</p>
        <p className={`keeper__state keeper__state--${game.status}`} role="status">
          {game.status === 'in_progress' ? (saving ? 'Live · saving…' : 'Live · saved') : game.status === 'completed' ? `Final ${game.home_score}-${game.away_score}${game.result_status === 'reported' ? ' (reported: the league\'s admin confirms it)' : ''}` : 'Not started'}
        </p>
      </header>
      {(start.isError || end.isError || saveError !== null) && <Alert type="error">{messageOf(start.error ?? end.error ?? saveError)}</Alert>}
      {(game.status === 'scheduled' || game.status === 'postponed') && (
        <button type="button" className="keeper__big" onClick={() => start.mutate()} disabled={start.isPending}>{start.isPending ? 'Starting…' : 'Start game'}</button>
      )}
      {game.status === 'in_progress' && (
        <>
          <div className="keeper__sides">
            {side('home_score', game.home_team.name, 'Home')}
            {side('away_score', game.away_team.name, 'Away')}
          </div>
          {ending ? (
            <div className="keeper__confirm">
              <p>End the game with the final score {game.home_team.name} {shown.home_score} - {shown.away_score} {game.away_team.name}?</p>
              <button type="button" className="keeper__big" onClick={() => end.mutate(shown)} disabled={end.isPending || saving}>{end.isPending ? 'Ending…' : 'Yes, end the game'}</button>
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
