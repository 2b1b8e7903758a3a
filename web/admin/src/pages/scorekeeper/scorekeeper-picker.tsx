// The league's admin names the game's scorekeeper (anyone with an account, by e-mail), who is e-mailed this
// screen's link and may then start the game and keep its score; or takes the role back.
import { useState } from 'react';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { messageOf } from '../../lib/form-errors';
import { useSetScorekeeper } from './hooks';

export function ScorekeeperPicker({ leagueId, gameId, current, onSaved }: {
  leagueId: string; gameId: string; current: { name: string; email: string } | null; onSaved: (a: ResponseOf<'liveGame'>) => void;
}) {
  const [email, setEmail] = useState('');
  const save = useSetScorekeeper(leagueId, gameId, (a) => { onSaved(a); setEmail(''); });
  return (
    <form className="keeper__picker" onSubmit={(e) => { e.preventDefault(); save.mutate(email.trim() || null); }}>
      <h2>Scorekeeper</h2>
      <p>{current ? `${current.name} (${current.email}) keeps this game's score.` : 'Nobody is named: you, and the teams\' managers, can keep the score.'}</p>
      <label htmlFor="keeper-email">Name a scorekeeper by their account's e-mail</label>
      <input id="keeper-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" placeholder="name@example.com" />
      {save.isError && <p className="keeper__error" role="alert">{messageOf(save.error)}</p>}
      <div className="keeper__picker-actions">
        <button type="submit" className="keeper__plain" disabled={save.isPending || !email.trim()}>Name scorekeeper</button>
        {current && <button type="button" className="keeper__plain" disabled={save.isPending} onClick={() => save.mutate(null)}>Remove {current.name}</button>}
      </div>
    </form>
  );
}
