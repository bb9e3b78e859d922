import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';

interface Props {
  /** What the page works on (a plan's name, what is published). */
  title: ReactNode;
  /** Beside the title: a save state, a step. */
  status?: ReactNode;
  /** Actions before Close. */
  extra?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A page in the whole window (the full-screen routes: no header, menu or tabs): a compact bar on
 * top with what it works on, its state, its actions and Close, and the page under it using the rest
 * of the window. Its texts are the fullWindow namespace's.
 */
export function FullWindow({ title, status, extra, onClose, children }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The page's address, as the layout's pages carry theirs (what tools and journeys find a page by).
  const { pathname } = useLocation();
  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }} data-page={pathname}>
      <Flex
        component="header"
        align="center"
        justify="space-between"
        gap={12}
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: 48,
          padding: '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ fontSize: 16 }} data-testid="full-window-title">
            {title}
          </Typography.Text>
          {status}
        </Flex>
        <Flex align="center" gap={8} style={{ flex: 'none' }}>
          {extra}
          <Button icon={<CloseOutlined />} onClick={onClose}>
            {t('fullWindow.close')}
          </Button>
        </Flex>
      </Flex>
      <main style={{ flex: 1, padding: 16, minWidth: 0 }}>{children}</main>
    </Flex>
  );
}
