import type { PlayerInfo } from '../protocol/messages';

declare const __PLAYER_VERSION__: string;

/** This player as it names itself in hello, register and status. */
export const player: PlayerInfo = { kind: 'browser', version: __PLAYER_VERSION__ };

/** The screen in device pixels. */
export function screenSize(): { width: number; height: number } {
  const ratio = window.devicePixelRatio || 1;
  return { width: Math.round(window.screen.width * ratio), height: Math.round(window.screen.height * ratio) };
}

/** The browser and system, e.g. "Chrome 131 / Linux x86_64". */
export function model(): string {
  const ua = navigator.userAgent;
  const browser = /(Edg|OPR|Firefox|Chrome|Chromium|Version)\/(\d+)/.exec(ua);
  const name = browser ? `${browser[1] === 'Version' ? 'Safari' : browser[1]} ${browser[2]}` : 'Browser';
  return `${name} / ${navigator.platform || 'unknown'}`.slice(0, 100);
}

/** The name a new terminal proposes: `?name=` of the player's address, else one from its hardware id. */
export function proposedName(hardwareId: string): string {
  const fromUrl = new URLSearchParams(location.search).get('name')?.trim();
  return (fromUrl || `Screen ${hardwareId.slice(0, 8)}`).slice(0, 64);
}

export { timeZone } from './timeZone';
