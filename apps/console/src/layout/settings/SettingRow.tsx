import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One line of the drawer: what it sets on the left, the control on the right, an optional hint below. */
export function SettingRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div style={{ padding: '8px 0' }}>
      <Flex align="center" justify="space-between" gap={16}>
        <Typography.Text>{label}</Typography.Text>
        {children}
      </Flex>
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}
