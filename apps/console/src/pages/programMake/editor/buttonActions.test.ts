import { createScene, type Scene } from '@apm/render';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/texts';
import { actionOf, labelOf, withAction } from './buttonActions';

/** The key itself: what the button holds shows which text it was given. */
const t = ((key: string) => key) as TFunction;

const home = createScene({ id: 'home', name: 'Home' });
const second = createScene({ id: 'second', name: 'Second' });
const menu = createScene({ id: 'menu', name: 'Menu', main: false });
const nameless = createScene({ id: 'nameless', main: false });
const scenes: Scene[] = [home, second, menu, nameless];

describe('actionOf', () => {
  it('opens the first sub-scene other than the button’s own', () => {
    expect(actionOf('scene', scenes, 'home')).toEqual({ type: 'scene', sceneId: 'menu' });
    expect(actionOf('scene', scenes, 'menu')).toEqual({ type: 'scene', sceneId: 'nameless' });
  });

  it('opens another scene without sub-scenes, and the button’s own in a lone scene', () => {
    expect(actionOf('scene', [home, second], 'home')).toEqual({ type: 'scene', sceneId: 'second' });
    expect(actionOf('scene', [home], 'home')).toEqual({ type: 'scene', sceneId: 'home' });
  });

  it('makes the other actions, a web page with no address yet', () => {
    expect(actionOf('exit', scenes, 'home')).toEqual({ type: 'exit' });
    expect(actionOf('after', scenes, 'home')).toEqual({ type: 'after' });
    expect(actionOf('url', scenes, 'home')).toEqual({ type: 'url', url: '' });
  });
});

describe('labelOf', () => {
  it('is the name of the scene opened, or the words of the action', () => {
    expect(labelOf({ type: 'scene', sceneId: 'menu' }, scenes, t)).toBe('Menu');
    expect(labelOf({ type: 'scene', sceneId: 'nameless' }, scenes, t)).toBe('widgets.button.labels.scene');
    expect(labelOf({ type: 'before' }, scenes, t)).toBe('widgets.button.labels.before');
  });
});

describe('withAction', () => {
  it('changes a label the action gave along with the action', () => {
    const p = { label: 'widgets.button.labels.after', action: { type: 'after' as const } };
    expect(withAction(p, { type: 'scene', sceneId: 'menu' }, scenes, t)).toEqual({
      action: { type: 'scene', sceneId: 'menu' },
      label: 'Menu',
    });
    const opening = { label: 'Menu', action: { type: 'scene' as const, sceneId: 'menu' } };
    expect(withAction(opening, { type: 'scene', sceneId: 'second' }, scenes, t).label).toBe('Second');
    expect(withAction({ label: '', action: { type: 'exit' } }, { type: 'after' }, scenes, t).label).toBe(
      'widgets.button.labels.after',
    );
  });

  it('keeps a label the operator wrote', () => {
    const p = { label: 'Our menu', action: { type: 'after' as const } };
    expect(withAction(p, { type: 'exit' }, scenes, t)).toEqual({ action: { type: 'exit' } });
  });
});
