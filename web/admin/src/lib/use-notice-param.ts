// A page a provider's hosted page sends the user back to says once how it went, from a parameter in the address
// (?payouts=done, ?checkout=cancelled). Dismissing the notice drops the parameter, so a reload does not repeat it.
import { useSearchParams } from 'react-router-dom';

/** The parameter's value (null when absent) and the dismiss that removes it from the address. */
export function useNoticeParam(name: string): readonly [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const dismiss = () => setParams((p) => { p.delete(name); return p; }, { replace: true });
  return [params.get(name), dismiss] as const;
}
