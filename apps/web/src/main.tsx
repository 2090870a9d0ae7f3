import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { keepTypedSearch } from './lib/typed-before-start.ts';
import './index.css';

const root = document.getElementById('root')!;
keepTypedSearch(root);

createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
