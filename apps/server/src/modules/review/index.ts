import type { ServerModule } from '../../platform/module.js';
import { reviewWorkflow, type ReviewWorkflow } from './workflow.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The one review workflow of materials and publications: whether they wait, the reviewers' notices, decisions. */
    review: ReviewWorkflow;
  }
}

/**
 * Review (contract review.ts): what materials and publications share. Where each stores its
 * review state, and its review pages' calls, stay with the material and publish modules.
 */
export const reviewModule: ServerModule = {
  name: 'review',
  services: (_p, s) => ({
    review: reviewWorkflow({ settings: s.settings, audit: s.audit, notifications: s.notifications }),
  }),
};
