import type { ServerModule } from '../platform/module.js';
import { accessModule } from './access/index.js';
import { announcementModule } from './announcement/index.js';
import { brandModule } from './brand/index.js';
import { customerModule } from './customer/index.js';
import { dataRangeModule } from './datarange/index.js';
import { dataSourceModule } from './dataSource/index.js';
import { liveModule } from './live/index.js';
import { logModule } from './log/index.js';
import { materialModule } from './material/index.js';
import { messageModule } from './message/index.js';
import { notificationModule } from './notification/index.js';
import { officeModule } from './office/index.js';
import { playPlanModule } from './playPlan/index.js';
import { programModule } from './program/index.js';
import { publishModule } from './publish/index.js';
import { reviewModule } from './review/index.js';
import { roleModule } from './role/index.js';
import { sessionModule } from './session/index.js';
import { settingsModule } from './settings/index.js';
import { statisticsModule } from './statistics/index.js';
import { systemModule } from './system/index.js';
import { terminalModule } from './terminal/index.js';
import { userModule } from './user/index.js';
import { verificationModule } from './verification/index.js';
import { widgetModule } from './widget/index.js';

/**
 * Every module of the server, in the order their services are built: a module's services may
 * take those of the modules before it. Adding a module is adding it here.
 */
export const MODULES: readonly ServerModule[] = [
  // First: its audit writer is what every other module records its changes with.
  logModule,
  settingsModule,
  dataSourceModule,
  verificationModule,
  accessModule,
  userModule,
  systemModule,
  sessionModule,
  brandModule,
  customerModule,
  officeModule,
  roleModule,
  dataRangeModule,
  notificationModule,
  reviewModule,
  announcementModule,
  materialModule,
  programModule,
  playPlanModule,
  messageModule,
  terminalModule,
  statisticsModule,
  publishModule,
  widgetModule,
  liveModule,
];
