import { Flex, Result, type ResultProps } from 'antd';

/** An antd Result in the middle of the window, for pages shown outside the main layout. */
export function CenteredResult(props: ResultProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Result {...props} />
    </Flex>
  );
}
