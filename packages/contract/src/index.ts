export * from './brand.js';
export * from './envelope.js';
export * from './errors.js';
export * from './languages.js';
export * from './menu.js';
export * from './roles.js';
export * from './session.js';
export * from './system.js';
