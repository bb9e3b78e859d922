import { Flex, Result, theme, type ResultProps } from 'antd';

/** An antd Result in the middle of the window, for pages shown outside the main layout. */
export function CenteredResult(props: ResultProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Result {...props} />
    </Flex>
  );
}
