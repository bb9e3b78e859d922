import type { ButtonAction, ButtonActionType, ButtonProps, Scene } from '@apm/render';
import type { TFunction } from '../../../i18n/texts';

/** The helpers of a button's settings (properties/ButtonProperties.tsx), without React. */

/** A new action of a type: a scene action opens a sub-scene (another scene when there is none), a web page none yet. */
export function actionOf(type: ButtonActionType, scenes: readonly Scene[], sceneId: string): ButtonAction {
  if (type === 'url') return { type, url: '' };
  if (type !== 'scene') return { type };
  const others = scenes.filter((s) => s.id !== sceneId);
  const target = others.find((s) => !s.main) ?? others[0] ?? scenes[0]!;
  return { type, sceneId: target.id };
}

/** The label a button gets for an action: the name of the scene it opens, or the words of the action. */
export function labelOf(action: ButtonAction, scenes: readonly Scene[], t: TFunction): string {
  const named = action.type === 'scene' ? scenes.find((s) => s.id === action.sceneId)?.name : undefined;
  return named || t(`widgets.button.labels.${action.type}`);
}

/** A button's new action, and its label with it when the label was the one the old action gave (or none). */
export function withAction(
  p: Pick<ButtonProps, 'label' | 'action'>,
  action: ButtonAction,
  scenes: readonly Scene[],
  t: TFunction,
): Pick<ButtonProps, 'action'> & Partial<Pick<ButtonProps, 'label'>> {
  const follows = p.label === '' || p.label === labelOf(p.action, scenes, t);
  return follows ? { action, label: labelOf(action, scenes, t) } : { action };
}
