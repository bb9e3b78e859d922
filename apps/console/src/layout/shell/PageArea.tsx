import { Layout } from 'antd';
import { PageView } from '../tabs/PageView';
import { MultiTabs } from '../tabs/MultiTabs';
import { useDisplaySettings } from '../settings/SettingsContext';
import { FIXED_CONTENT_WIDTH } from '../theme';
import { ShellFooter } from './ShellFooter';

/** The tabs, the page and the footer; at most 1200 px wide and centred with the fixed content width. */
export function PageArea() {
  const { settings } = useDisplaySettings();
  return (
    <>
      <Layout.Content data-shell-content style={{ padding: '0 24px 24px' }}>
        <div
          data-page-width={settings.pageWidth}
          style={{
            maxWidth: settings.pageWidth === 'fixed' ? FIXED_CONTENT_WIDTH : 'none',
            margin: '0 auto',
            paddingTop: settings.multiPage ? 0 : 24,
          }}
        >
          {settings.multiPage && <MultiTabs />}
          <PageView />
        </div>
      </Layout.Content>
      <ShellFooter />
    </>
  );
}
