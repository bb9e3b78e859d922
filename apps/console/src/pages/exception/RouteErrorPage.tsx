import { Flex, theme } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadFailure } from './LoadFailure';

/** What shows when a page outside the main layout fails to load or throws (e.g. its code cannot be fetched). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  useEffect(() => console.error(error), [error]);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <LoadFailure error={error} />
    </Flex>
  );
}
