import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled group of the drawer. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
