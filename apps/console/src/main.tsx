import 'antd/dist/reset.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { setupI18n } from './i18n/setup';
import { createRouter } from './router';

// The texts of the chosen language load before the first paint, so no page shows raw keys.
await setupI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createRouter()} />
  </StrictMode>,
);
