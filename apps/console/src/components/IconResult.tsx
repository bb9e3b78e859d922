import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  /** 'warning' or 'error' draw their icon in that colour; or any icon of one's own. */
  status?: 'warning' | 'error';
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/**
 * A result with an icon, drawn as antd's Result draws one: for what the first load may have to show
 * (a failure, the phone notice, the sign-in page unavailable). antd's Result brings its 403/404/500
 * pictures with it, a fifth of antd's code on the sign-in page; the pages that show those pictures
 * load it with their own code.
 */
export function IconResult({ status, icon, title, subTitle, extra }: Props) {
  const { token } = theme.useToken();
  const color = status === 'error' ? token.colorError : status === 'warning' ? token.colorWarning : token.colorPrimary;
  return (
    <Flex vertical align="center" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div aria-hidden style={{ fontSize: 72, lineHeight: 1, color, marginBottom: 24 }}>
        {icon ?? (status === 'error' ? <CloseCircleFilled /> : <WarningFilled />)}
      </div>
      <div
        role="heading"
        aria-level={1}
        style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: 1.4 }}
      >
        {title}
      </div>
      {subTitle && <div style={{ color: token.colorTextSecondary, marginTop: 8 }}>{subTitle}</div>}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </Flex>
  );
}
