import { useContext } from 'react';
import { ButtonPressContext } from './interaction.js';

/**
 * Whether the widget is drawn in a playing program (ProgramView: a screen, the preview) rather
 * than alone (the editor's canvas): what is heard, and what is only there to be edited, depend on it.
 */
export const usePlaying = (): boolean => useContext(ButtonPressContext) !== null;
