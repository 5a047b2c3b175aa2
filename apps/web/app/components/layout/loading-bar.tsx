import { messages } from '@discus/domain/messages';
import { useNavigation } from 'react-router';

/** spec: pages show 'Loading...' while they load. */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 motion-safe:animate-pulse bg-coral-500" />
      <p className="mx-auto mt-1 w-fit rounded bg-white/95 px-3 py-1 text-xs font-medium text-slate-700 shadow">
        {messages.loading}
      </p>
    </div>
  );
}
