import { Layout, theme } from 'antd';
import { Copyright } from '../Copyright';
import { FooterLinks } from './FooterLinks';

/** The footer of the main layout: links, copyright and version (spec 1). */
export function ShellFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      data-shell-footer
      style={{ textAlign: 'center', color: token.colorTextSecondary, fontSize: 12, padding: '8px 24px 24px' }}
    >
      <FooterLinks />
      <Copyright />
    </Layout.Footer>
  );
}
