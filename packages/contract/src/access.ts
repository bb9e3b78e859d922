import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { menuAdminNode, menuIdBody, menuListItem, menuSave } from './menuAdmin.js';
import { routeEntry } from './session.js';

/** The calls of access (tag access): the caller's route tree, and menu management (/a/sys/menu). */
export const accessApi = endpoints('access', {
  routes: {
    method: 'GET',
    path: '/routes',
    access: 'login',
    summary: 'The route tree of the pages the caller may open (built pages only)',
    answer: { jsonObject: z.array(routeEntry) },
  },
  lists: {
    method: 'GET',
    path: '/a/sys/menu/lists',
    access: 'sys:menu:view',
    summary: 'Every menu and button entry as it is now, paged',
    input: pageQuery,
    answer: { data: pageOf(menuListItem) },
  },
  tree: {
    method: 'GET',
    path: '/a/sys/menu/tree',
    access: 'sys:menu:view',
    summary: 'Every entry nested, with the catalogue values of the entries an administrator changed',
    answer: { jsonObject: z.array(menuAdminNode) },
  },
  save: {
    method: 'POST',
    path: '/a/sys/menu/save',
    access: 'sys:menu:edit',
    summary:
      'Edit an entry (catalogue entries: name, icon, sort, invisible) or, without id, add a button under a page or a link',
    input: menuSave,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  reset: {
    method: 'POST',
    path: '/a/sys/menu/reset',
    access: 'sys:menu:edit',
    summary: "Restore a catalogue entry's name, icon, sort and visibility",
    input: menuIdBody,
  },
  delete: {
    method: 'POST',
    path: '/a/sys/menu/delete',
    access: 'sys:menu:delete',
    summary: 'Delete an entry an administrator added (catalogue entries are hidden instead)',
    input: menuIdBody,
  },
});
