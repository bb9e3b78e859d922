// The program document without React: what a server needs to validate and list a program.
export * from './canvas.js';
export * from './create.js';
export * from './media.js';
export * from './migrate.js';
export * from './primitives.js';
export * from './program.js';
export * from './scene.js';
export * from '../widgets/define.js';
export * from '../widgets/models.js';
export * from '../widgets/image/model.js';
export * from '../widgets/text/model.js';
export * from '../widgets/video/model.js';
