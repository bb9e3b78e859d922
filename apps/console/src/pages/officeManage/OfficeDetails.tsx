import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { OfficeNode } from '@apm/contract';
import { Card, Descriptions, Divider, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { GuardedButton } from '../../components/GuardedButton';
import { OfficeTypeTag } from '../../components/officeTree/OfficeTypeTag';
import { OFFICE_DELETE, OFFICE_EDIT, OFFICE_MOVE } from './api';
import { OfficeFiguresPanel } from './OfficeFiguresPanel';

interface Props {
  office: OfficeNode;
  /** Names of its ancestors inside the range, root first; undefined when not known. */
  path: string[] | undefined;
  /** The root of the range or the platform: it can be neither moved nor deleted. */
  fixed: boolean;
  deleting: boolean;
  onCreate: () => void;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** The chosen office: its facts, its live figures and what can be done with it. */
export function OfficeDetails({ office, path, fixed, deleting, onCreate, onEdit, onMove, onDelete }: Props) {
  const { t } = useTranslation();
  const fixedReason = fixed ? t('office.fixed') : undefined;

  return (
    <Card
      title={
        <span data-office-title={office.name}>
          {office.name}
          <OfficeTypeTag type={office.type} always />
        </span>
      }
      style={{ height: '100%' }}
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <GuardedButton authority={OFFICE_EDIT} type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t('office.create')}
        </GuardedButton>
        <GuardedButton authority={OFFICE_EDIT} icon={<EditOutlined />} onClick={onEdit}>
          {t('office.edit')}
        </GuardedButton>
        <GuardedButton authority={OFFICE_MOVE} blockedReason={fixedReason} icon={<DragOutlined />} onClick={onMove}>
          {t('office.move')}
        </GuardedButton>
        <GuardedButton
          authority={OFFICE_DELETE}
          blockedReason={fixedReason}
          danger
          icon={<DeleteOutlined />}
          loading={deleting}
          onClick={onDelete}
        >
          {t('office.delete')}
        </GuardedButton>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, lg: 2 }}
        items={[
          {
            key: 'path',
            label: t('office.path'),
            span: 'filled',
            children: path === undefined ? '–' : path.length ? path.join(' / ') : t('office.topOfRange'),
          },
          { key: 'type', label: t('office.type'), children: t(`office.types.${office.type}`) },
          { key: 'sort', label: t('office.sort'), children: office.sort },
          {
            key: 'remarks',
            label: t('office.remarks'),
            span: 'filled',
            children: office.remarks ? (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{office.remarks}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('common.notSet')}</Typography.Text>
            ),
          },
          { key: 'created', label: t('office.created'), children: dayjs(office.createdAt).format(DATE_TIME) },
          { key: 'updated', label: t('office.updated'), children: dayjs(office.updatedAt).format(DATE_TIME) },
        ]}
      />
      <Divider />
      <OfficeFiguresPanel office={office} />
    </Card>
  );
}
