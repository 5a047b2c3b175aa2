// React Router's default client entry, plus: the buttons tapped before this ran are taken here,
// just before React takes the page over, and pressed again once it is alive (lib/early-clicks.ts).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { takeEarlyClicks } from './lib/early-clicks.ts';

takeEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
