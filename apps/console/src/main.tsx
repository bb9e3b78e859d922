import 'antd/dist/reset.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { applyFavicon } from './brand/favicon';
import { loadBrand } from './brand/loadBrand';
import { setupI18n } from './i18n/setup';
import { createRouter } from './router';

// The brand comes first: it decides the languages offered and the start language (spec 1, 4),
// and the sign-in page shows its title and logo from the first paint.
const site = await loadBrand();
applyFavicon(site.brand.icon);
// The texts of the chosen language load before the first paint, so no page shows raw keys.
await setupI18n(site.loaded ? site.brand : undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createRouter()} site={site} />
  </StrictMode>,
);
