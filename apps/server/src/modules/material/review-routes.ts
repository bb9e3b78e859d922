import { materialReviewApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { MaterialReviewService } from './review.js';

/** The calls of the material review page. */
export function materialReviewRoutes(review: MaterialReviewService) {
  return [
    route(api.list, async (req) => ({ data: await review.list(req.principal, req.input) })),
    route(api.pendingCount, async (req) => ({ jsonObject: { pending: await review.pendingCount(req.principal) } })),
    route(api.approve, async (req) => ({
      jsonObject: { count: await review.approve(req.principal, metaOf(req), req.input) },
    })),
    route(api.reject, async (req) => ({
      jsonObject: { count: await review.reject(req.principal, metaOf(req), req.input) },
    })),
  ];
}
