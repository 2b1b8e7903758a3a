import { TableScroll } from './table-scroll';
import type { BracketGame, PlayoffChampion, PlayoffList, PlayoffStageView } from '../../../../shared/playoff-schema';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Jul 3, 10:00' from the league-clock date and time the API gives (no time-zone arithmetic in the page). */
const when = (g: BracketGame) => `${MONTHS[Number(g.local_date.slice(5, 7)) - 1]} ${Number(g.local_date.slice(8, 10))}, ${g.local_time}`;

/** A trophy cup, drawn inline (no icon font needed). */
function Cup({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M7 3h10v3h3v2a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V6h3V3zm0 5H6a2 2 0 0 0 1 1.7V8zm10 0v1.7A2 2 0 0 0 18 8h-1z" fill="#d4a017" />
    </svg>
  );
}

/** The season's playoff champions, on the home and standings pages, with a link to the bracket. */
export function ChampionBanner({ champions, base }: { champions: PlayoffChampion[]; base: string }) {
  if (champions.length === 0) return null;
  return (
    <section className="card champion-banner" aria-label="Playoff champions">
      {champions.map((c) => (
        <p key={`${c.stage_name}|${c.level_name ?? ''}`} className="champion-banner__line">
          <Cup /> <strong>{c.team.name}</strong> <span>won the {c.stage_name}{c.level_name ? ` (${c.level_name})` : ''}</span>
        </p>
      ))}
      <p><a href={`${base}/playoffs`}>View the bracket</a></p>
    </section>
  );
}

const DECIDED: Record<string, string> = { extra_time: 'after extra time', shootout: 'on a shoot-out', tiebreak: 'on a tie-break' };

function Side({ game, side }: { game: BracketGame; side: 'home' | 'away' }) {
  const s = game[side];
  const score = side === 'home' ? game.home_score : game.away_score;
  const tiebreak = side === 'home' ? game.home_tiebreak : game.away_tiebreak;
  const won = !!s.team && game.winner_team_id === s.team.id;
  return (
    <div className={`bracket-team${won ? ' bracket-team--won' : ''}${s.team ? '' : ' bracket-team--tbd'}`}>
      <span className="bracket-team__seed">{s.seed ?? ''}</span>
      <span className="bracket-team__name">{s.team ? s.team.name : s.from}</span>
      <span className="bracket-team__score">{score ?? ''}{tiebreak !== null ? <small> ({tiebreak})</small> : null}</span>
    </div>
  );
}

/** A reset game is 'if needed' until the grand final is decided, then 'not needed' when its winner came from the winners' bracket. */
function GameCard({ game, finalDecided }: { game: BracketGame; finalDecided: boolean }) {
  const decided = game.decided_by && DECIDED[game.decided_by];
  return (
    <article className={`bracket-game${game.needed ? '' : ' bracket-game--if-needed'}`} aria-label={game.label}>
      <p className="bracket-game__meta">{game.label}{game.needed ? '' : finalDecided ? ' (not needed)' : ' (if needed)'}</p>
      <Side game={game} side="home" />
      <Side game={game} side="away" />
      <p className="bracket-game__meta">{when(game)}{game.location ? ` · ${game.location}` : ''}{decided ? ` · ${decided}` : ''}</p>
    </article>
  );
}

const PARTS: { parts: BracketGame['part'][]; title: string }[] = [
  { parts: ['winners'], title: 'Winners\' bracket' },
  { parts: ['losers'], title: 'Losers\' bracket' },
  { parts: ['final', 'reset', 'third'], title: 'Finals' },
];

/** One part of a bracket: a column per round, side by side; the row scrolls sideways inside itself on a phone. */
function Rounds({ title, games, stageName, finalDecided }: { title: string; games: BracketGame[]; stageName: string; finalDecided: boolean }) {
  const rounds = [...new Set(games.map((g) => g.order))].sort((a, b) => a - b);
  return (
    <div className="bracket-part">
      {title && <h3>{title}</h3>}
      <TableScroll className="bracket-scroll" label={`${stageName}: ${title || 'bracket'}`}>
        <ol className="bracket">
          {rounds.map((o) => (
            <li key={o} className="bracket-round">
              {games.filter((g) => g.order === o).map((g) => <GameCard key={g.id} game={g} finalDecided={finalDecided} />)}
            </li>
          ))}
        </ol>
      </TableScroll>
    </div>
  );
}

function Stage({ stage }: { stage: PlayoffStageView }) {
  const knockout = stage.games.filter((g) => g.part !== 'pool');
  const finalDecided = stage.games.some((g) => g.part === 'final' && g.winner_team_id);
  const parts = stage.format === 'double' ? PARTS : [{ parts: ['winners', 'third'] as BracketGame['part'][], title: stage.format === 'pools' ? 'Knockout' : '' }];
  return (
    <section className="card playoff-stage" aria-labelledby={`stage-${stage.id}`}>
      <h2 id={`stage-${stage.id}`}>{stage.name}{stage.level_name ? ` - ${stage.level_name}` : ''}</h2>
      {stage.champion && <p className="champion-banner__line"><Cup /> Champion: <strong>{stage.champion.name}</strong></p>}
      {stage.pools.length > 0 && (
        <div className="pools">
          {stage.pools.map((p) => (
            <div key={p.name} className="pool">
              <h3>{p.name}</h3>
              <ol className="pool__teams">{p.teams.map((t) => <li key={t.id}>{t.name}</li>)}</ol>
              {!p.complete && <p className="muted">Seed order until its games are played</p>}
              <ul className="pool__games">
                {stage.games.filter((g) => g.part === 'pool' && g.label.startsWith(p.name)).map((g) => (
                  <li key={g.id}>{g.home.team?.name} {g.home_score ?? ''} - {g.away_score ?? ''} {g.away.team?.name} <span className="muted">{when(g)}</span></li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {parts.map((p) => {
        const games = knockout.filter((g) => p.parts.includes(g.part));
        return games.length ? <Rounds key={p.title} title={p.title} games={games} stageName={stage.name} finalDecided={finalDecided} /> : null;
      })}
    </section>
  );
}

/** /playoffs: the active season's brackets, drawn on the server; printable. */
export function PlayoffsPage({ playoffs }: { playoffs: PlayoffList | null | undefined }) {
  const stages = playoffs?.stages ?? [];
  return (
    <main className="page playoffs-page">
      <h1>Playoffs</h1>
      {stages.length === 0 ? (
        <section className="empty"><h2>No Playoffs Yet</h2><p className="muted">The bracket appears here once the league makes it.</p></section>
      ) : stages.map((s) => <Stage key={s.id} stage={s} />)}
    </main>
  );
}
