export { whatPlays, timeline, type Answer, type Timeline, type MessageSpan } from './arbitrate.js';
export {
  lengthOf,
  MIN_ITEM_MS,
  type Message,
  type Plan,
  type PlanEntry,
  type PlayMode,
  type ScheduleInput,
} from './plan.js';
export type { Play } from './run.js';
export type { Break, Lineup, Segment, Slot } from './segments.js';
export { holdsAt, minutesOf, spans, type DailyWindow, type Span, type When } from './when.js';
export { dateOfDay, dayOfDate, weekdayOf, wallAt, momentOf, zone, type Zone } from './zone.js';
export { programKey, scheduleOfManifest, type ManifestSchedule } from './manifest.js';
