import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  HomeOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  PieChartOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { MenuIcon as MenuIconName } from '@apm/contract';
import type { ComponentType } from 'react';

/**
 * The icons a menu entry may carry (the contract's MENU_ICONS, which menu management offers).
 * Listed one by one rather than looked up in the whole icon package, which would put every
 * icon in the bundle.
 */
export const ICONS: Record<MenuIconName, ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  HomeOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  PieChartOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  WarningOutlined,
};

/** The icon of a menu entry; none for a name not listed. */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = name && hasMenuIcon(name) ? ICONS[name as MenuIconName] : undefined;
  return Icon ? <Icon /> : null;
}

export const hasMenuIcon = (name: string | null): boolean => name !== null && Object.hasOwn(ICONS, name);
