import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Flashbar from '@cloudscape-design/components/flashbar';
import { carryToast } from '../../../shared/carried-toast';

export interface Toast {
  type: 'success' | 'error' | 'info' | 'warning';
  header: string;
  content?: ReactNode;
}

const ToastContext = createContext<(t: Toast) => void>(() => {});
const DISMISS_MS = 5000;

/** Spec: one toast visible at a time, auto-closing after 5000 ms. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { id: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const toast = useCallback((t: Toast) => {
    clearTimeout(timer.current);
    const id = ++nextId.current;
    setCurrent({ ...t, id });
    // A text toast follows a move to a page outside the app (/auth) for the rest of its time.
    carryToast(typeof t.content === 'string' ? { type: t.type, header: t.header, content: t.content, until: Date.now() + DISMISS_MS } : null);
    timer.current = setTimeout(() => {
      setCurrent((c) => (c?.id === id ? null : c));
      carryToast(null);
    }, DISMISS_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const items = useMemo(
    () =>
      current
        ? [
            {
              id: String(current.id),
              type: current.type,
              header: current.header,
              content: current.content,
              dismissible: true,
              dismissLabel: 'Dismiss message',
              onDismiss: () => {
                setCurrent(null);
                carryToast(null);
              },
            },
          ]
        : [],
    [current],
  );

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div className="toast-region" data-testid="toasts">
        <Flashbar items={items} />
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
