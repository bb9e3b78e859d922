import {
  AppstoreOutlined,
  AuditOutlined,
  DesktopOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SettingOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons /routes may name (those of the contract's menu catalogue). Listed one by one rather
 * than looked up in the whole icon package, which would put every icon in the bundle.
 */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  AuditOutlined,
  DesktopOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SettingOutlined,
  WalletOutlined,
  WarningOutlined,
};

/** The icon of a menu entry; none for a name not listed. */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}

export const hasMenuIcon = (name: string | null): boolean => name !== null && name in ICONS;
