// An embeddable widget's HTML (standings, upcoming games, results; for a league or one of its teams): a small page
// made to be framed by any site. Static markup with its styles inline and one tiny script (widgets/widget-height.ts)
// that posts its height to the parent; the league's colours; links open the league's site in a new tab.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicLeague } from '../../../../shared/league-schema';
import { standingsCell, standingsColumns } from '../../../../shared/sport-presets';
import { gameDay, gameTime } from '../pages/format';
import { hasScore } from '../pages/schedule-page';
import { resultState } from '../../../../shared/game-result';
import { standingsGroupTitle } from '../../../../shared/standings-title';
import type { GameView, Standings } from '../site-page';
import { themeStyle } from '../theme';
import { WIDGET_TITLES, type WidgetKind } from '../../../shared/widget-contract';

export interface WidgetPage {
  league: PublicLeague;
  kind: WidgetKind;
  /** The team the widget is for, or null for the whole league. */
  team: { id: string; name: string } | null;
  /** 'standings': the tables (null when the league keeps them private). */
  standings?: Standings | null;
  /** 'schedule' and 'results': the games to list, in the order shown (null when the schedule is private). */
  games?: GameView[] | null;
  /** The league site's address (absolute), for the link to the full page. */
  siteUrl: string;
}

/** Games a widget lists at most: a widget is a glance, the site has the rest. */
export const WIDGET_GAMES = 10;

const CSS = `
*{box-sizing:border-box}html,body{margin:0}body{font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:var(--text);background:var(--surface)}
.w-head{display:flex;justify-content:space-between;align-items:baseline;gap:8px;padding:8px 12px;background:var(--nav-bg);color:var(--nav-text)}
.w-head h1{font-size:15px;margin:0}.w-head p{margin:0;font-size:12px;opacity:.9;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.w-body{padding:4px 12px 8px}.w-scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%}th,td{padding:6px 4px;text-align:right;border-bottom:1px solid #e5e7eb;white-space:nowrap}
th:first-child,td:first-child,thead th:nth-child(2){text-align:left}thead th{font-size:12px;color:#4b5563}
tbody th{text-align:left;font-weight:600;white-space:normal;min-width:7em}tr.w-team{background:var(--primary-light)}
.w-games{list-style:none;margin:0;padding:0}.w-games li{display:grid;grid-template-columns:1fr auto;gap:2px 8px;padding:6px 0;border-bottom:1px solid #e5e7eb}
.w-when{color:#4b5563;font-size:12px}.w-score{font-weight:700}.w-awaiting{font-weight:400;color:#92400e}.w-empty{color:#4b5563;padding:12px 0;margin:0}
.w-foot{padding:6px 12px 10px;font-size:12px}a{color:var(--primary-dark)}h2{font-size:13px;margin:8px 0 2px}
`;

function StandingsTables({ page }: { page: WidgetPage }) {
  const columns = standingsColumns(page.league.sport, page.standings?.settings.allow_ties === true);
  const groups = (page.standings?.groups ?? [])
    .filter((g) => g.rows.length > 0 && (!page.team || g.rows.some((r) => r.team_id === page.team!.id)));
  if (groups.length === 0) return <p className="w-empty">No standings yet.</p>;
  return groups.map((g) => (
    <section key={`${g.level_id ?? 'all'}-${g.division_id ?? 'all'}`} aria-label={standingsGroupTitle(g) ?? 'Standings'}>
      {standingsGroupTitle(g) && <h2>{standingsGroupTitle(g)}</h2>}
      <div className="w-scroll">
        <table>
          <thead><tr><th scope="col">#</th><th scope="col">Team</th>{columns.map((c) => <th key={c.key} scope="col"><abbr title={c.title}>{c.abbr}</abbr></th>)}</tr></thead>
          <tbody>
            {g.rows.map((r) => (
              <tr key={r.team_id} className={r.team_id === page.team?.id ? 'w-team' : undefined}>
                <td>{r.rank}</td>
                <th scope="row">{r.team_name}</th>
                {columns.map((c) => <td key={c.key}>{standingsCell(r, c.key, page.league.sport)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  ));
}

function GameList({ page }: { page: WidgetPage }) {
  const games = page.games ?? [];
  if (games.length === 0) return <p className="w-empty">{page.kind === 'results' ? 'No results yet.' : 'No upcoming games.'}</p>;
  return (
    <ul className="w-games" aria-label={WIDGET_TITLES[page.kind]}>
      {games.map((g) => (
        <li key={g.id}>
          <span>{g.away_team.name} at {g.home_team.name}</span>
          <span className="w-score">{hasScore(g) ? `${g.away_score} - ${g.home_score}` : gameTime(g.scheduled_at, g.time_zone)}{resultState(g) === 'awaiting' && <span className="w-awaiting"> (awaiting confirmation)</span>}</span>
          <span className="w-when">{gameDay(g.scheduled_at, g.time_zone)}{g.location ? ` · ${g.location}` : ''}{g.status === 'postponed' || g.status === 'cancelled' ? ` · ${g.status === 'postponed' ? 'Postponed' : 'Cancelled'}` : ''}</span>
        </li>
      ))}
    </ul>
  );
}

function Widget({ page, script }: { page: WidgetPage; script?: string }) {
  const title = WIDGET_TITLES[page.kind];
  const hidden = page.kind === 'standings' ? page.standings === null : page.games === null;
  const fullPage = `${page.siteUrl}/${page.kind === 'standings' ? 'standings' : 'schedule'}`;
  return (
    <html lang="en" data-widget={page.kind}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="robots" content="noindex" />
        <title>{`${title} - ${page.team?.name ?? page.league.name}`}</title>
        {/* Links leave the frame: the league's site opens in a new tab. */}
        <base target="_blank" />
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
        {script && <script type="module" crossOrigin="" src={script} />}
      </head>
      <body style={themeStyle(page.league.branding)}>
        <header className="w-head">
          <h1>{page.team ? `${page.team.name}: ${title}` : title}</h1>
          <p>{page.league.name}</p>
        </header>
        <main className="w-body">
          {hidden ? <p className="w-empty">{page.league.name} does not publish its {page.kind === 'standings' ? 'standings' : 'schedule'}.</p>
            : page.kind === 'standings' ? <StandingsTables page={page} /> : <GameList page={page} />}
        </main>
        <footer className="w-foot"><a href={fullPage} rel="noopener">{page.kind === 'standings' ? 'Full standings' : 'Full schedule'} on {page.league.name}&apos;s site</a></footer>
      </body>
    </html>
  );
}

/** `script`: the built widget script's URL (from the site's build manifest). */
export function renderWidget(page: WidgetPage, script?: string): string {
  return `<!doctype html>${renderToStaticMarkup(<Widget page={page} script={script} />)}`;
}
