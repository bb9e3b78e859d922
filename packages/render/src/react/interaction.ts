import { createContext } from 'react';
import type { ButtonAction } from '../widgets/button/model.js';

/** A button pressed, as ProgramView reports it (for the player's statistics). */
export interface Interaction {
  /** The button. */
  widgetId: string;
  /** What it did. */
  action: ButtonAction;
  /** The scene it was pressed in. */
  sceneId: string;
  /** When, by the program's clock (epoch ms). */
  at: number;
}

/** What a pressed button calls. */
export type ButtonPress = (widgetId: string, action: ButtonAction) => void;

/**
 * Where buttons report a press: ProgramView provides it. Without it (the editor's canvas, a scene
 * drawn alone) a button is drawn as it looks and does nothing.
 */
export const ButtonPressContext = createContext<ButtonPress | null>(null);
