/**
 * Page animations of the settings drawer: an effect and the side the page enters from.
 * Each effect has keyframes in `pageAnimation.module.css`; the direction sets where it starts.
 */
export const ANIMATION_NAMES = ['bounce', 'fade', 'zoom', 'slide', 'back'] as const;
export type AnimationName = (typeof ANIMATION_NAMES)[number];

export const ANIMATION_DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
export type AnimationDirection = (typeof ANIMATION_DIRECTIONS)[number];
