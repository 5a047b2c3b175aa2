import { SNACKBAR_DURATION_MS } from '@discus/domain/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Severity = 'success' | 'error' | 'info';
type Message = { id: number; text: string; severity: Severity };
type ShowMessage = (text: string, severity?: Severity) => void;

const SnackbarContext = createContext<ShowMessage>(() => {});

/** spec: messages show in a snackbar, success style by default, 3000 ms, top centre. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback<ShowMessage>((text, severity = 'success') => {
    setMessage({ id: Date.now(), text, severity });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const value = useMemo(() => show, [show]);
  const tone = {
    success: 'bg-emerald-700',
    error: 'bg-red-700',
    info: 'bg-slate-800',
  }[message?.severity ?? 'success'];

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <div className="snackbar">
        <div role={message?.severity === 'error' ? 'alert' : 'status'} aria-live="polite">
          {message && (
            <p
              key={message.id}
              data-severity={message.severity}
              className={`pointer-events-auto rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg ${tone}`}
            >
              {message.text}
            </p>
          )}
        </div>
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): ShowMessage {
  return useContext(SnackbarContext);
}
