// Everything: the document (also importable alone as @apm/render/document) and the React renderer.
export * from './document/index.js';
export * from './play/clock.js';
export * from './play/cycle.js';
export * from './play/navigation.js';
export * from './play/sequence.js';
export * from './play/transition.js';
export * from './react/ClockContext.js';
export * from './react/DataSourcesContext.js';
export * from './react/interaction.js';
export * from './react/layout.js';
export * from './react/Media.js';
export * from './react/ProgramView.js';
export * from './react/SceneView.js';
export * from './react/still.js';
export * from './react/types.js';
export * from './widgets/views.js';
export * from './message/MessageView.js';
export { messageMotion, type MessageMotion } from './message/motion.js';
