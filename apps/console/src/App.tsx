import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from './i18n/LocaleProvider';
import { BUTTON, THEME } from './layout/theme';
import type { createRouter } from './router';

interface Props {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/** Providers around the routes: data, theme, locale, antd's message/modal context. */
export function App({ queryClient, router }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={THEME} button={BUTTON}>
        <LocaleProvider>
          <AntApp>
            <RouterProvider router={router} />
          </AntApp>
        </LocaleProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
