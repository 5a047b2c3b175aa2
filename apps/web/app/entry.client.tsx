// React Router's default client entry. The buttons tapped before the page is alive are kept by the
// page's inline script and pressed again once it is (lib/early-clicks.ts, from the root layout's effect).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
