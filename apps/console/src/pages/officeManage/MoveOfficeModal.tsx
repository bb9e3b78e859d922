import type { OfficeNode } from '@apm/contract';
import { Alert, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { OfficeTreeSelect } from '../../components/officeTree/OfficeTreeSelect';
import { useTranslate } from '../../i18n/useTranslate';
import { officeFailureText } from './refusal';
import { moveBlock } from './treeRules';
import { useMoveOffice } from './useOfficeActions';

interface Props {
  office: OfficeNode | undefined;
  onClose: () => void;
  onMoved: (office: OfficeNode, fromParentId: string | null) => void;
}

/**
 * Moving an office with its whole subtree under another office. The office itself is shown shut
 * and greyed, so neither it nor anything below it can be chosen; nor can the office it is in now.
 */
export function MoveOfficeModal({ office, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const move = useMoveOffice();
  const [target, setTarget] = useState<OfficeNode>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setTarget(undefined);
    setMissing(false);
    move.reset();
    // Only a new office resets the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [office]);

  const submit = () => {
    if (!office) return;
    if (!target) {
      setMissing(true);
      return;
    }
    move.mutate({ id: office.id, parentId: target.id }, { onSuccess: (moved) => onMoved(moved, office.parentId) });
  };

  return (
    <Modal
      open={office !== undefined}
      title={t('office.moveTitle', { name: office?.name ?? '' })}
      okText={t('office.moveOk')}
      cancelText={t('office.cancel')}
      confirmLoading={move.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('office.moveHelp')}</Typography.Paragraph>
      {office && (
        <Form layout="vertical" name="moveOffice">
          <Form.Item
            label={t('office.moveTarget')}
            htmlFor="moveOffice_target"
            required
            validateStatus={missing ? 'error' : undefined}
            help={missing ? t('office.moveTargetRequired') : undefined}
          >
            <OfficeTreeSelect
              id="moveOffice_target"
              value={target?.id}
              onChange={(_id, o) => {
                setTarget(o);
                setMissing(false);
              }}
              closed={(o) => o.id === office.id}
              blocked={(o) => {
                const why = moveBlock(o, office);
                return why && t(`office.moveBlocked.${why}`);
              }}
              placeholder={t('office.moveTargetPlaceholder')}
            />
          </Form.Item>
        </Form>
      )}
      {move.isError && <Alert type="error" showIcon title={officeFailureText(move.error, translate)} />}
    </Modal>
  );
}
