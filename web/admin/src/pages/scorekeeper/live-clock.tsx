// The period and the game clock on the scorekeeper screen, from the sport's preset: 'Quarter 2 of 4' with the
// previous and next period, and for a sport played against a clock its time left in the period, counting down
// while it runs. The clock is kept by the server (when it started, the time run before), so every open screen
// shows the same time; the server's time in each answer corrects a phone whose own clock is off.
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../../shared/api-contract';
import type { LiveClockAction } from '../../../../../shared/game-day-schema';
import { sportPreset } from '../../../../../shared/sport-presets';

type Live = ResponseOf<'liveGame'>;

/** 'Quarter 2 of 4'; past the sport's periods, 'Overtime 1' (a timed sport) or 'Inning 10'. */
export function periodLabel(sport: string, period: number): string {
  const p = sportPreset(sport).live.period;
  if (period <= p.count) return `${p.one} ${period} of ${p.count}`;
  return p.minutes === null ? `${p.one} ${period}` : `Overtime ${period - p.count}`;
}

/** m:ss of a time in ms, rounded up to the second (a countdown shows 0:00 only when time is up). */
const clockText = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Now on the server's clock, ticking while `running` (stopped, the clock's time does not depend on it). */
function useServerNow(serverTime: string, receivedAt: number, running: boolean): number {
  const offset = Date.parse(serverTime) - receivedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return now + offset;
}

export function LiveClock({ data, receivedAt, busy, act }: { data: Live; receivedAt: number; busy: boolean; act: (a: LiveClockAction) => void }) {
  const live = data.live;
  const { period: preset } = sportPreset(data.sport).live;
  const now = useServerNow(data.server_time, receivedAt, !!live?.clock_since);
  if (!live) return null;
  const run = live.clock_ms + (live.clock_since ? Math.max(0, now - Date.parse(live.clock_since)) : 0);
  // Overtime periods are shorter in most sports; without a rule for each, they count up from 0.
  const left = preset.minutes !== null && live.period <= preset.count ? preset.minutes * 60_000 - run : null;
  const label = periodLabel(data.sport, live.period);
  return (
    <section className="keeper__clock" aria-label="Period and game clock">
      <div className="keeper__period">
        <button type="button" className="keeper__plain" aria-label="Previous period" onClick={() => act('previous_period')} disabled={busy || live.period <= 1}>‹</button>
        <output aria-label="Period" aria-live="polite">{label}</output>
        <button type="button" className="keeper__plain" aria-label="Next period" onClick={() => act('next_period')} disabled={busy}>›</button>
      </div>
      {preset.minutes !== null && (
        <div className="keeper__time">
          <output aria-label="Game clock" className={left !== null && left <= 0 ? 'keeper__time--up' : undefined}>{clockText(left ?? run)}</output>
          <button type="button" className="keeper__plain" onClick={() => act(live.clock_since ? 'stop_clock' : 'start_clock')} disabled={busy}>
            {live.clock_since ? 'Stop clock' : 'Start clock'}
          </button>
        </div>
      )}
    </section>
  );
}
