import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { BrandContext } from './brand/BrandContext';
import type { SiteBrand } from './brand/loadBrand';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { LocaleProvider } from './i18n/LocaleProvider';
import { SettingsProvider } from './layout/settings/SettingsProvider';
import type { createRouter } from './router';

interface Props {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
  site: SiteBrand;
}

/** Providers around the routes: data, brand, display settings (antd theme), locale, toasts and dialogs. */
export function App({ queryClient, router, site }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandContext.Provider value={site}>
        <SettingsProvider>
          <LocaleProvider>
            <FeedbackProvider>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </LocaleProvider>
        </SettingsProvider>
      </BrandContext.Provider>
    </QueryClientProvider>
  );
}
