import type { MaterialItem } from '@apm/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A material's review state where the library shows it: "waiting for review", or "rejected" with
 * the reviewer's note in a tooltip; nothing once approved. Its texts are the `materialReview`
 * namespace (list it in the page's `texts`).
 */
export function ReviewTag({ material: m }: { material: Pick<MaterialItem, 'reviewState' | 'reviewNote'> }) {
  const { t } = useTranslation();
  if (m.reviewState === 'pending') {
    return (
      <Tag color="gold" data-review-state="pending">
        {t('materialReview.tag.pending')}
      </Tag>
    );
  }
  if (m.reviewState === 'rejected') {
    return (
      <Tooltip title={m.reviewNote ? t('materialReview.tag.rejectedNote', { note: m.reviewNote }) : undefined}>
        <Tag color="red" data-review-state="rejected">
          {t('materialReview.tag.rejected')}
        </Tag>
      </Tooltip>
    );
  }
  return null;
}
