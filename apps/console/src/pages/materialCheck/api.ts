import { materialReviewApi, type Permission, type ReviewListQuery } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** The permission of the page's decisions (menu catalogue: materialCheck.review). */
export const MATERIAL_REVIEW: Permission = 'check:material:review';

export type ReviewQuery = Pick<ReviewListQuery, 'pageNo' | 'pageSize' | 'reviewState' | 'name' | 'kind'>;

/** A page of the range's materials in one review state. */
export const useReviewPage = (q: ReviewQuery) => useList(materialReviewApi.list, q);

/** How many materials of the range wait (the tab's badge). */
export const usePendingCount = () => useCall(materialReviewApi.pendingCount, {});

// A decision changes what the library shows too (its review tags).
export const useApprove = () => useChange(materialReviewApi.approve, { refresh: ['material'] });
export const useReject = () => useChange(materialReviewApi.reject, { refresh: ['material'] });
